import { useState } from 'react';
import { Link } from 'react-router';
import { FileDown, QrCode, Smartphone, Ticket, WalletCards } from 'lucide-react';
import { voucherPdfSizes } from '@stepup/contracts';
import type { Wallet, WalletVoucher } from '@stepup/contracts';
import {
  cancelBy,
  discountStepLabel,
  formatPounds,
  OFFLINE_NOTICE,
  phoneWalletText,
  printableVoucherText,
  RATING_TEXT,
  REFUND_DELAYED_NOTE,
  REFUND_PENDING_NOTE,
  refundedAmount,
  ukDate,
  ukDayAndTime,
  ukNumericDate,
  VOUCHER_FROZEN,
  VOUCHER_ON_HOLD,
  WALLET_REDEEM_HINT,
} from '@stepup/domain';
import type { WalletFilter } from '@stepup/domain';
import {
  Alert,
  Button,
  buttonClassName,
  EmptyState,
  Modal,
  Spinner,
  useApiClient,
  useSite,
} from '@stepup/ui';
import { useWallet } from '../api/get-wallet';
import { CancelVoucherDialog } from './cancel-voucher-dialog';
import { CopyCodeButton } from './copy-code-button';
import { GiftDetails } from './gift-details';
import { VoucherQr } from './voucher-qr';
import './voucher-wallet.css';

const filters: Array<{ id: WalletFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'unused', label: 'Unused' },
  { id: 'used', label: 'Used' },
  { id: 'gifted', label: 'Gifted' },
  { id: 'cancelled', label: 'Cancelled' },
];

/** The Voucher Wallet tab of /for-me (docs/product.md#the-wallet): counters, filters, the vouchers and the footer. */
export function VoucherWallet() {
  const wallet = useWallet();
  if (wallet.isPending) return <Spinner label="Loading your vouchers" size="large" />;
  if (wallet.isError) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    return (
      <Alert tone="danger">
        {offline
          ? 'You are offline, and your vouchers have not been saved on this device yet. Connect once to keep them here.'
          : "We couldn't load your vouchers just now."}{' '}
        <Button variant="link" onClick={() => void wallet.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <WalletView wallet={wallet.data} />;
}

function WalletView({ wallet }: { wallet: Wallet }) {
  const [filter, setFilter] = useState<WalletFilter>('all');
  const [qrFor, setQrFor] = useState<WalletVoucher | null>(null);
  const [cancelling, setCancelling] = useState<WalletVoucher | null>(null);
  /** The refund message of the voucher just cancelled (the dialog has gone by then). */
  const [cancelledNote, setCancelledNote] = useState<string | null>(null);
  // The offline copy cannot cancel anything, and its rows may be stale.
  const canCancel = !wallet.offline;
  const rows = wallet.vouchers.filter((v) => filter === 'all' || v.status === filter);

  return (
    <div className="wallet">
      {wallet.offline ? (
        <Alert tone="info">
          {OFFLINE_NOTICE}
          {wallet.offline.savedAt ? ` (${formatSavedAt(wallet.offline.savedAt)}).` : '.'}
        </Alert>
      ) : null}
      {cancelledNote ? <Alert tone="success">{cancelledNote}</Alert> : null}
      <dl className="wallet__counters">
        <Counter label="My Vouchers" value={wallet.counts.myVouchers} />
        <Counter label="Gifted Vouchers" value={wallet.counts.gifted} />
        <Counter label="Used Vouchers" value={wallet.counts.used} />
      </dl>

      {wallet.vouchers.length === 0 ? (
        <EmptyState
          icon={<Ticket size={40} />}
          title="No vouchers yet"
          headingLevel={3}
          action={
            <Link to="/" className={buttonClassName()}>
              Browse vouchers
            </Link>
          }
        >
          Buy a voucher from a local business and its code appears here, ready to show at the till
          or enter at checkout.
        </EmptyState>
      ) : (
        <>
          <div className="wallet__filters" role="group" aria-label="Show vouchers">
            {filters.map(({ id, label }) => (
              <button
                key={id}
                type="button"
                className="wallet__filter"
                aria-pressed={filter === id}
                onClick={() => setFilter(id)}
              >
                {label} <span className="wallet__filter-count">{wallet.filterCounts[id]}</span>
              </button>
            ))}
          </div>
          {rows.length === 0 ? (
            <p className="wallet__none">
              No {filters.find((f) => f.id === filter)?.label.toLowerCase()} vouchers.{' '}
              <Button variant="link" onClick={() => setFilter('all')}>
                Show all
              </Button>
            </p>
          ) : (
            <table className="wallet__table">
              <caption className="ui-visually-hidden">Your vouchers, newest purchase first</caption>
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col">Purchase Date</th>
                  <th scope="col">Value</th>
                  <th scope="col">Discount</th>
                  <th scope="col">Expiry</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((voucher) => (
                  <WalletRow
                    key={voucher.id}
                    voucher={voucher}
                    onShowQr={() => setQrFor(voucher)}
                    onCancel={canCancel ? () => setCancelling(voucher) : null}
                  />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <p className="wallet__footer">{WALLET_REDEEM_HINT}</p>

      {qrFor?.code ? (
        <Modal title={`${qrFor.company.name} voucher`} onClose={() => setQrFor(null)}>
          <div className="wallet-qr">
            <VoucherQr code={qrFor.code} label={`QR code of voucher code ${qrFor.code}`} />
            <p className="wallet-qr__code">{qrFor.code}</p>
            <p className="wallet-qr__meta">
              {formatPounds(qrFor.faceValuePence)} voucher · expires{' '}
              {ukNumericDate(qrFor.expiresAt)}
            </p>
            <p className="wallet-qr__hint">Show this at the till to scan, or read out the code.</p>
          </div>
        </Modal>
      ) : null}

      {cancelling ? (
        <CancelVoucherDialog
          voucher={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(note) => {
            setCancelling(null);
            setCancelledNote(note);
          }}
        />
      ) : null}
    </div>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="wallet__counter">
      <dt>{label}</dt>
      <dd className="tabular">{value}</dd>
    </div>
  );
}

function WalletRow({
  voucher,
  onShowQr,
  onCancel,
}: {
  voucher: WalletVoucher;
  onShowQr: () => void;
  /** Null while the wallet is the offline copy. */
  onCancel: (() => void) | null;
}) {
  const { company } = voucher;
  const gift = voucher.status === 'gifted';
  return (
    <tr className={`wallet__row wallet__row--${voucher.status}`}>
      <td className="wallet__company-cell" data-label="Company">
        <div className="wallet__company">
          <CompanyLogo name={company.name} url={company.logoUrl} />
          <span className="wallet__company-text">
            <span className="wallet__company-name">{company.name}</span>
            <span className="wallet__links">
              {company.website ? (
                <a href={company.website} target="_blank" rel="noopener noreferrer">
                  Business website
                  <span className="ui-visually-hidden">
                    {' '}
                    of {company.name} (opens in a new tab)
                  </span>
                </a>
              ) : null}
              {voucher.seeCampaign ? (
                <Link to={`/campaign/${encodeURIComponent(voucher.campaignId)}`}>
                  See campaign<span className="ui-visually-hidden"> {voucher.campaignName}</span>
                </Link>
              ) : null}
            </span>
          </span>
        </div>
      </td>
      <td data-label="Purchase Date" className="tabular">
        {ukNumericDate(voucher.paymentDate)}
      </td>
      <td data-label="Value" className="tabular">
        <span className="wallet__value">{formatPounds(voucher.faceValuePence)}</span>
        <span className="wallet__paid">Paid {formatPounds(voucher.pricePaidPence)}</span>
      </td>
      <td data-label="Discount" className="tabular">
        <span className="wallet__discount">{voucher.discount}%</span>
        <span className="wallet__step">
          {voucher.step > 3 ? 'Custom' : `Step ${discountStepLabel(voucher.step)}`}
        </span>
      </td>
      <td data-label="Expiry" className="tabular">
        {ukNumericDate(voucher.expiresAt)}
      </td>
      <td data-label="Status" className="wallet__status-cell">
        <span className={`wallet__status wallet__status--${voucher.status}`}>
          {voucher.status.toUpperCase()}
        </span>
        {voucher.status === 'gifted' && voucher.gift ? (
          <GiftDetails name={voucher.gift.name} email={voucher.gift.email} />
        ) : null}
        {voucher.status === 'unused' && voucher.code ? (
          <span className="wallet__code-line">
            <code className="wallet__code">{voucher.code}</code>
            <span className="wallet__code-actions">
              <CopyCodeButton code={voucher.code} />
              <button
                type="button"
                className="wallet__qr-button"
                aria-label={`Show QR code of ${voucher.code}`}
                title="Show QR code"
                onClick={onShowQr}
              >
                <QrCode aria-hidden="true" size={18} />
                <span className="wallet__qr-text" aria-hidden="true">
                  QR code
                </span>
              </button>
            </span>
          </span>
        ) : null}
        {voucher.status === 'unused' && voucher.code ? (
          <VoucherDownloads voucherId={voucher.id} campaignName={voucher.campaignName} />
        ) : null}
        {voucher.status === 'used' ? (
          <Link className="wallet__rate" to={`/rate/${encodeURIComponent(voucher.id)}`}>
            {RATING_TEXT.rate}
            <span className="ui-visually-hidden"> for {company.name}</span>
          </Link>
        ) : null}
        {voucher.frozen ? (
          <span className="wallet__note wallet__note--hold" title={VOUCHER_FROZEN}>
            {VOUCHER_ON_HOLD}
          </span>
        ) : null}
        {voucher.refund ? <RefundNote refund={voucher.refund} /> : null}
        {voucher.cancellableUntil ? (
          <span className="wallet__cancel-line">
            <span className="wallet__note">{cancelBy(ukDate(voucher.cancellableUntil))}</span>
            {onCancel ? (
              <Button
                variant="link"
                className="wallet__cancel"
                aria-label={
                  gift
                    ? `Cancel gift voucher for ${company.name}`
                    : `Cancel voucher for ${company.name}`
                }
                onClick={onCancel}
              >
                {gift ? 'Cancel gift' : 'Cancel'}
              </Button>
            ) : null}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** The voucher as a PDF to print or keep: an A4 page and a card (the server makes both). */
function VoucherDownloads({
  voucherId,
  campaignName,
}: {
  voucherId: string;
  campaignName: string;
}) {
  const client = useApiClient();
  return (
    <span className="wallet__downloads">
      {voucherPdfSizes.map((size) => {
        const visible =
          size === 'a4' ? printableVoucherText.downloadA4 : printableVoucherText.downloadCard;
        return (
          <a
            key={size}
            className="wallet__download"
            href={client.wallet.pdfPath(voucherId, size)}
            download
            aria-label={printableVoucherText.downloadLabel(visible, campaignName)}
          >
            <FileDown aria-hidden="true" size={16} />
            {visible}
          </a>
        );
      })}
      <PhoneWalletButtons voucherId={voucherId} campaignName={campaignName} />
    </span>
  );
}

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" (ADR 058): each only when the server has that
 * wallet's credentials (the site settings say so), so no button leads to a 404.
 */
function PhoneWalletButtons({
  voucherId,
  campaignName,
}: {
  voucherId: string;
  campaignName: string;
}) {
  const client = useApiClient();
  const { data: site } = useSite();
  const offered = site?.phoneWallets;
  if (!offered || (!offered.apple && !offered.google)) return null;
  return (
    <>
      {offered.apple ? (
        <a
          className="wallet__pass"
          href={client.wallet.applePassPath(voucherId)}
          aria-label={phoneWalletText.buttonLabel(phoneWalletText.addToAppleWallet, campaignName)}
        >
          <WalletCards aria-hidden="true" size={16} />
          {phoneWalletText.addToAppleWallet}
        </a>
      ) : null}
      {offered.google ? (
        <a
          className="wallet__pass"
          href={client.wallet.googlePassPath(voucherId)}
          aria-label={phoneWalletText.buttonLabel(phoneWalletText.saveToGoogleWallet, campaignName)}
        >
          <Smartphone aria-hidden="true" size={16} />
          {phoneWalletText.saveToGoogleWallet}
        </a>
      ) : null}
    </>
  );
}

function RefundNote({ refund }: { refund: NonNullable<WalletVoucher['refund']> }) {
  const text =
    refund.status === 'succeeded'
      ? refundedAmount(formatPounds(refund.amountPence))
      : refund.status === 'pending'
        ? REFUND_PENDING_NOTE
        : REFUND_DELAYED_NOTE;
  return <span className={`wallet__note wallet__note--refund-${refund.status}`}>{text}</span>;
}

/** The company's logo, or its initial when there is none or it cannot load (offline). */
function CompanyLogo({ name, url }: { name: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        className="wallet__logo"
        src={url}
        alt=""
        width={48}
        height={48}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="wallet__logo wallet__logo--empty" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

function formatSavedAt(instant: string): string {
  return `saved ${ukDayAndTime(instant)}`;
}
