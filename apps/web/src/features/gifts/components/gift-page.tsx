import { FileDown } from 'lucide-react';
import { ApiError, voucherPdfSizes } from '@stepup/contracts';
import type { GiftPage } from '@stepup/contracts';
import {
  formatPounds,
  GIFT_LINK_INVALID,
  GIFT_PAGE_TEXT as text,
  printableVoucherText,
  ukDate,
} from '@stepup/domain';
import { Alert, errorMessage, Preloader, useApiClient } from '@stepup/ui';
import { VoucherQr } from '../../wallet/components/voucher-qr';
import { useGiftPage } from '../api/gifts';
import './gifts.css';

/**
 * /gift/{token} (ADR 055): the gift as its recipient opens it from the email, made to be shown at
 * a till from a phone: the design's picture, the sender's message, the value, the code large with
 * its QR code, how and where to use it, and the PDFs. The link is the only credential; an unknown
 * or replaced link gets the same notice whether it ever existed or not.
 */
export function GiftPageView({ token }: { token: string }) {
  const gift = useGiftPage(token);
  if (gift.isPending) return <Preloader label={text.loading} />;
  if (gift.isError) {
    const invalid = gift.error instanceof ApiError && gift.error.status === 404;
    return (
      <Alert tone="danger">
        {invalid ? GIFT_LINK_INVALID : errorMessage(gift.error, text.failed)}
      </Alert>
    );
  }
  return <GiftCard gift={gift.data} token={token} />;
}

function GiftCard({ gift, token }: { gift: GiftPage; token: string }) {
  const client = useApiClient();
  const sender = gift.senderName ?? text.someone;
  return (
    <article className="gift-page" aria-labelledby="gift-title">
      {gift.pictureUrl ? (
        <img className="gift-page__picture" src={gift.pictureUrl} alt="" width={640} height={320} />
      ) : (
        <div className="gift-page__band" aria-hidden="true" />
      )}
      <div className="gift-page__body">
        <p className="gift-page__business">{gift.companyName}</p>
        <h1 id="gift-title" className="gift-page__title">
          {text.title(gift.companyName)}
        </h1>
        <p className="gift-page__value">{text.value(formatPounds(gift.faceValuePence))}</p>
        <p className="gift-page__campaign">
          <span className="ui-visually-hidden">{text.campaign}: </span>
          {gift.campaignName}
        </p>
        {gift.message ? (
          <figure className="gift-page__message">
            <blockquote>{gift.message}</blockquote>
            <figcaption>{text.from(sender)}</figcaption>
          </figure>
        ) : (
          <p className="gift-page__from">{text.from(sender)}</p>
        )}

        {gift.state === 'valid' && gift.code ? (
          <section className="gift-page__code-box" aria-labelledby="gift-code-label">
            <h2 id="gift-code-label" className="gift-page__code-label">
              {text.codeLabel}
            </h2>
            <p className="gift-page__code">{gift.code}</p>
            <VoucherQr code={gift.code} label={text.qrLabel(gift.code)} />
            <p className="gift-page__till">{text.atTheTill}</p>
            <p className="gift-page__expires">{text.expires(ukDate(gift.expiresAt))}</p>
          </section>
        ) : (
          <Alert tone="info">{gift.state === 'used' ? text.used : text.noLongerValid}</Alert>
        )}

        {gift.state === 'valid' ? (
          <>
            <section className="gift-page__section">
              <h2>{text.howToRedeemHeading}</h2>
              <p>{printableVoucherText.howToRedeem}</p>
            </section>
            {gift.places.length > 0 || gift.companyWebsite ? (
              <section className="gift-page__section">
                <h2>{text.whereHeading}</h2>
                <ul className="gift-page__places">
                  {gift.places.map((place) => (
                    <li key={`${place.name}-${place.address}`}>
                      <strong>{place.name}</strong>
                      {place.address ? <span>{place.address}</span> : null}
                    </li>
                  ))}
                  {gift.companyWebsite ? (
                    <li>
                      <a href={gift.companyWebsite} target="_blank" rel="noopener noreferrer">
                        {gift.companyName} website
                        <span className="ui-visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ) : null}
                </ul>
              </section>
            ) : null}
            <p className="gift-page__downloads">
              {voucherPdfSizes.map((size) => {
                const visible =
                  size === 'a4'
                    ? printableVoucherText.downloadA4
                    : printableVoucherText.downloadCard;
                return (
                  <a
                    key={size}
                    className="gift-page__download"
                    href={client.gifts.pdfPath(token, size)}
                    download
                    aria-label={printableVoucherText.downloadLabel(visible, gift.campaignName)}
                  >
                    <FileDown aria-hidden="true" size={18} />
                    {visible}
                  </a>
                );
              })}
            </p>
          </>
        ) : null}
      </div>
    </article>
  );
}
