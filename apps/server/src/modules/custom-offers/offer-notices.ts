import {
  customOfferCounteredMessage,
  customOfferDeclinedMessage,
  customOfferExpiredMessage,
  customOfferFailedMessage,
  customOfferNeedsPaymentMessage,
  customOfferReceivedMessage,
  customOfferReminderMessage,
  customOfferSentMessage,
  customOfferWithdrawnMessage,
} from '@stepup/email';
import type { AppContext } from '../../context/app-context';
import { findBrand } from '../content/brand';
import { findCompanyNoticeAddresses } from '../companies/notice-addresses';
import type { OfferView } from './repository';
import { buyerEmailOf, buyerFirstName, chargeOf, offerKeyOf } from './offer-view';
import { priceCustomOffer } from '@stepup/domain';

// The messages of an offer's life (ADR 027): the company hears of a new offer and is reminded
// with 4 hours left; the customer hears of every change. The accepted-and-paid case is the
// voucher confirmation the settlement writes.

export type NoticesContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

export type CustomerNotice =
  'sent' | 'countered' | 'declined' | 'expired' | 'withdrawn' | 'needs-payment' | 'failed';

function facts(view: OfferView) {
  const { offer } = view;
  return {
    companyName: view.companyName,
    campaignName: view.campaignName,
    faceValuePence: offer.faceValuePence,
    discount: offer.discount,
    totalPence: priceCustomOffer(
      offer.faceValuePence,
      offer.discount,
      offer.buyFor,
      offer.giftingFeePence,
    ).totalPence,
  };
}

/** The customer site's page of the offer; the key rides in the fragment, never sent to a server. */
const offerUrl = (ctx: NoticesContext, view: OfferView) =>
  `${ctx.config.publicWebUrl}/offers/${encodeURIComponent(view.offer.id)}#key=${offerKeyOf(ctx, view.offer.id)}`;
const campaignUrl = (ctx: NoticesContext, view: OfferView) =>
  `${ctx.config.publicWebUrl}/campaign/${encodeURIComponent(view.offer.campaignId)}`;
const inboxUrl = (ctx: NoticesContext) => `${ctx.config.publicBusinessUrl}/offers`;

/** Tells the customer of a change of their offer. */
export async function tellCustomer(ctx: NoticesContext, view: OfferView, notice: CustomerNotice) {
  const to = buyerEmailOf(view);
  if (!to) return;
  const brand = await findBrand(ctx.db);
  const base = { ...facts(view), buyerName: buyerFirstName(view) };
  const { offer } = view;
  const content =
    notice === 'sent'
      ? customOfferSentMessage(brand, {
          ...base,
          expiresAt: offer.expiresAt,
          offerUrl: offerUrl(ctx, view),
        })
      : notice === 'countered'
        ? customOfferCounteredMessage(brand, {
            ...base,
            counterDiscount: offer.counterDiscount ?? offer.discount,
            counterTotalPence: chargeOf(offer).totalPence,
            expiresAt: offer.expiresAt,
            offerUrl: offerUrl(ctx, view),
          })
        : notice === 'declined'
          ? customOfferDeclinedMessage(brand, {
              ...base,
              reason: offer.declineReason,
              campaignUrl: campaignUrl(ctx, view),
            })
          : notice === 'expired'
            ? customOfferExpiredMessage(brand, { ...base, campaignUrl: campaignUrl(ctx, view) })
            : notice === 'failed'
              ? customOfferFailedMessage(brand, { ...base, campaignUrl: campaignUrl(ctx, view) })
              : notice === 'withdrawn'
                ? customOfferWithdrawnMessage(brand, base)
                : customOfferNeedsPaymentMessage(brand, {
                    ...base,
                    totalPence: chargeOf(offer).totalPence,
                    expiresAt: offer.expiresAt,
                    offerUrl: offerUrl(ctx, view),
                  });
  await ctx.mailer.send(to, `custom-offer-${notice}`, content);
}

/** Tells the company of a new offer (its contact address, else its owners), or reminds it. */
export async function tellCompany(
  ctx: NoticesContext,
  view: OfferView,
  notice: 'new' | 'reminder',
) {
  const brand = await findBrand(ctx.db);
  const input = {
    ...facts(view),
    customerFirstName: buyerFirstName(view) ?? 'A guest',
    expiresAt: view.offer.expiresAt,
    inboxUrl: inboxUrl(ctx),
  };
  const content =
    notice === 'new'
      ? customOfferReceivedMessage(brand, input)
      : customOfferReminderMessage(brand, input);
  for (const to of await findCompanyNoticeAddresses(
    ctx.db,
    view.offer.companyId,
    view.companyContactEmail,
  )) {
    await ctx.mailer.send(
      to,
      `custom-offer-${notice === 'new' ? 'received' : 'reminder'}`,
      content,
    );
  }
}
