import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { ScanLine } from 'lucide-react';
import type { RedemptionVoucher } from '@stepup/contracts';
import { formatPounds, REDEMPTION_FAILED, ukDate } from '@stepup/domain';
import { Alert, Button, Card, errorMessage, TextField } from '@stepup/ui';
import { useLookUpVoucher } from '../api/look-up-voucher';
import { useRedeemVoucher } from '../api/redeem-voucher';
import { TillSitePicker } from '../../sites/components/till-site-picker';
import { QrScanner } from './qr-scanner';

const statusText: Record<RedemptionVoucher['status'], string> = {
  unused: 'Unused',
  used: 'Used',
  cancelled: 'Cancelled',
  frozen: 'On hold: payment disputed',
  expired: 'Expired',
};

/**
 * Redeem: type (or scan) a voucher code, see its value, expiry, status and the customer's first
 * name, then Mark as used. Refusals (used, cancelled, expired, unknown, redemptions off, too
 * many wrong codes) are shown in the server's words.
 */
export function RedeemVoucher() {
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [voucher, setVoucher] = useState<RedemptionVoucher | null>(null);
  const [redeemedMessage, setRedeemedMessage] = useState<string | null>(null);
  const lookUp = useLookUpVoucher();
  const redeem = useRedeemVoucher();

  const find = useCallback(
    (typed: string) => {
      setVoucher(null);
      setRedeemedMessage(null);
      redeem.reset();
      lookUp.mutate(typed, { onSuccess: setVoucher });
    },
    [lookUp, redeem],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) find(code);
  }

  const onScanned = useCallback(
    (scanned: string) => {
      setScanning(false);
      setCode(scanned);
      find(scanned);
    },
    [find],
  );
  const closeScanner = useCallback(() => setScanning(false), []);

  function markUsed() {
    if (!voucher) return;
    redeem.mutate(voucher.code, {
      onSuccess: (result) => {
        setVoucher(result.voucher);
        setRedeemedMessage(result.message);
      },
      onError: () => {
        // The voucher may have been used by another till meanwhile: show it as it is now.
        lookUp.mutate(voucher.code, { onSuccess: setVoucher });
      },
    });
  }

  return (
    <div className="redeem">
      <TillSitePicker />
      <form className="redeem__form" onSubmit={submit} noValidate>
        <TextField
          label="Voucher code"
          hint="For example 7KQ2-M9XD-4T, in upper or lower case, with or without dashes."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="redeem__buttons">
          <Button type="submit" disabled={lookUp.isPending || !code.trim()}>
            Find voucher
          </Button>
          <Button variant="secondary" onClick={() => setScanning((s) => !s)}>
            <ScanLine aria-hidden="true" size={18} /> Scan QR code
          </Button>
        </div>
      </form>
      {scanning ? <QrScanner onCode={onScanned} onClose={closeScanner} /> : null}
      {lookUp.error && !voucher ? (
        <Alert tone="danger">{errorMessage(lookUp.error, REDEMPTION_FAILED)}</Alert>
      ) : null}
      {voucher ? (
        <Card padded className="redeem__voucher" aria-labelledby="redeem-voucher-title">
          <h2 id="redeem-voucher-title" className="redeem__code tabular">
            {voucher.code}
          </h2>
          <dl className="redeem__facts">
            <div>
              <dt>Value</dt>
              <dd className="tabular">{formatPounds(voucher.faceValuePence)}</dd>
            </div>
            <div>
              <dt>Expiry</dt>
              <dd>{ukDate(voucher.expiresAt)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`status-badge status-badge--${voucher.status}`}>
                  {statusText[voucher.status]}
                </span>
              </dd>
            </div>
            <div>
              <dt>Customer</dt>
              <dd>
                {voucher.customerFirstName ?? 'Guest'}
                {voucher.gift ? ' (gift)' : ''}
              </dd>
            </div>
            <div>
              <dt>Campaign</dt>
              <dd>{voucher.campaignName}</dd>
            </div>
          </dl>
          {redeemedMessage ? <Alert tone="success">{redeemedMessage}</Alert> : null}
          {redeem.error ? (
            <Alert tone="danger">{errorMessage(redeem.error, REDEMPTION_FAILED)}</Alert>
          ) : voucher.refusal && !redeemedMessage ? (
            <Alert tone="danger">{voucher.refusal}</Alert>
          ) : null}
          {voucher.status === 'unused' ? (
            <Button disabled={redeem.isPending} onClick={markUsed}>
              Mark as used
            </Button>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
