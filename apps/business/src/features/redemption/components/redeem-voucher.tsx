import { useCallback, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle, RotateCw, ScanLine, WifiOff } from 'lucide-react';
import { ApiError } from '@stepup/contracts';
import type { RedemptionVoucher } from '@stepup/contracts';
import {
  formatPounds,
  isOwnEarlierUse,
  REDEMPTION_FAILED,
  TILL_CHECKING,
  TILL_MARKED_ON_RETRY,
  TILL_MARKING,
  TILL_OFFLINE,
  TILL_REQUEST_TIMEOUT_MS,
  TILL_TRY_AGAIN,
  ukDate,
} from '@stepup/domain';
import { Button, errorMessage, TextField } from '@stepup/ui';
import { useLookUpVoucher } from '../api/look-up-voucher';
import { recentRedemptionsKey, useFetchRecentRedemptions } from '../api/recent-redemptions';
import { useRedeemVoucher } from '../api/redeem-voucher';
import { outcomeUnknown, TillNoAnswerError } from '../api/till-request';
import { useOnline } from '../hooks/use-online';
import { QrScanner } from './qr-scanner';
import { RecentRedemptions } from './recent-redemptions';

const statusText: Record<RedemptionVoucher['status'], string> = {
  unused: 'Unused',
  used: 'Used',
  cancelled: 'Cancelled',
  frozen: 'On hold: payment disputed',
  expired: 'Expired',
};

type Outcome = { kind: 'used' | 'refused'; message: string } | null;
/** The last "Mark as used" press: when first pressed, and whether its answer never came. */
type Press = { code: string; firstPressedAt: Date; unanswered: boolean } | null;

/**
 * The till (/redeem, ADR 039): type (or scan) a voucher code, see its value, campaign, status and
 * the customer's first name in large type, then Mark as used. The outcome is shown with colour,
 * words and an icon; the code field takes the focus again for the next customer, and the latest
 * redemptions are listed underneath. Every request has a deadline (a slow connection shows "Try
 * again", never a hanging spinner); offline, nothing is checked or marked.
 *
 * `toolbar` is shown above the code field: the place for the site picker of a multi-site company.
 */
export function RedeemVoucher({
  toolbar,
  timeoutMs = TILL_REQUEST_TIMEOUT_MS,
}: {
  toolbar?: ReactNode;
  timeoutMs?: number;
}) {
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [voucher, setVoucher] = useState<RedemptionVoucher | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [lastAction, setLastAction] = useState<{ kind: 'find' | 'mark'; code: string } | null>(
    null,
  );
  const press = useRef<Press>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const online = useOnline();
  const queryClient = useQueryClient();
  const lookUp = useLookUpVoucher(timeoutMs);
  const redeem = useRedeemVoucher(timeoutMs);
  const fetchRecent = useFetchRecentRedemptions(timeoutMs);

  const focusField = useCallback(() => {
    const input = fieldRef.current?.querySelector('input');
    input?.focus();
    input?.select();
  }, []);

  const find = useCallback(
    (typed: string) => {
      setVoucher(null);
      setOutcome(null);
      setLastAction({ kind: 'find', code: typed });
      redeem.reset();
      lookUp.mutate(typed, {
        onSuccess: (found) => {
          setVoucher(found);
          // Refused (used, expired…): the field is ready for the next code at once.
          if (found.refusal) setTimeout(focusField, 0);
        },
        onError: (error) => {
          if (!outcomeUnknown(error)) setTimeout(focusField, 0);
        },
      });
    },
    [lookUp, redeem, focusField],
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

  /** The redemption is over (used or refused): list it, and get ready for the next customer. */
  function finish(next: Outcome) {
    press.current = null;
    setOutcome(next);
    void queryClient.invalidateQueries({ queryKey: recentRedemptionsKey });
    // The code stays, selected: the next customer's code (typed or scanned) replaces it. After
    // React has rendered the outcome.
    setTimeout(focusField, 0);
  }

  function markUsed() {
    if (!voucher) return;
    const { code: voucherCode } = voucher;
    const earlier = press.current?.code === voucherCode && press.current.unanswered;
    const firstPressedAt = earlier ? press.current!.firstPressedAt : new Date();
    press.current = { code: voucherCode, firstPressedAt, unanswered: false };
    setLastAction({ kind: 'mark', code: voucherCode });
    setOutcome(null);
    redeem.mutate(voucherCode, {
      onSuccess: (result) => {
        setVoucher(result.voucher);
        finish({ kind: 'used', message: result.message });
      },
      onError: async (error) => {
        if (outcomeUnknown(error)) {
          press.current = { code: voucherCode, firstPressedAt, unanswered: true };
          return;
        }
        // A retry answered "already used": was it our own first press that went through?
        if (earlier && error instanceof ApiError && error.status === 409) {
          const recent = await fetchRecent().catch(() => null);
          if (
            recent &&
            isOwnEarlierUse(recent.redemptions, voucherCode, firstPressedAt, new Date())
          ) {
            setVoucher({ ...voucher, status: 'used' });
            redeem.reset();
            finish({ kind: 'used', message: TILL_MARKED_ON_RETRY });
            return;
          }
        }
        finish({ kind: 'refused', message: errorMessage(error, REDEMPTION_FAILED) });
        // The voucher may have been used by another till meanwhile: show it as it is now.
        lookUp.mutate(voucherCode, { onSuccess: setVoucher });
      },
    });
  }

  function tryAgain() {
    if (lastAction?.kind === 'mark') markUsed();
    else if (lastAction) find(lastAction.code);
  }

  const pending = lookUp.isPending || redeem.isPending;
  const failure = redeem.error ?? lookUp.error;
  const noAnswer = failure instanceof TillNoAnswerError;
  const refusal =
    outcome?.kind === 'refused'
      ? outcome.message
      : lookUp.error && !voucher && !outcomeUnknown(lookUp.error)
        ? errorMessage(lookUp.error, REDEMPTION_FAILED)
        : voucher?.refusal && !outcome
          ? voucher.refusal
          : null;

  return (
    <div className="till">
      {toolbar}
      {!online ? (
        <div className="till__banner till__banner--offline" role="alert">
          <WifiOff aria-hidden="true" size={28} />
          <p>{TILL_OFFLINE}</p>
        </div>
      ) : null}
      <form className="till__form" onSubmit={submit} noValidate>
        <div ref={fieldRef}>
          <TextField
            label="Voucher code"
            hint="For example 7KQ2-M9XD-4T, in upper or lower case, with or without dashes."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <div className="till__buttons">
          <Button type="submit" disabled={pending || !online || !code.trim()}>
            Find voucher
          </Button>
          <Button variant="secondary" onClick={() => setScanning((s) => !s)}>
            <ScanLine aria-hidden="true" size={22} /> Scan QR code
          </Button>
        </div>
      </form>
      {scanning ? <QrScanner onCode={onScanned} onClose={closeScanner} /> : null}

      <div className="till__progress" aria-live="polite">
        {pending ? (
          <p>
            <LoaderCircle className="till__spinner" aria-hidden="true" size={24} />
            {redeem.isPending ? TILL_MARKING : TILL_CHECKING}
          </p>
        ) : null}
      </div>

      {noAnswer && online ? (
        <div className="till__outcome till__outcome--unknown" role="alert">
          <RotateCw aria-hidden="true" size={32} />
          <div>
            <p>{failure.message}</p>
            <Button onClick={tryAgain}>{TILL_TRY_AGAIN}</Button>
          </div>
        </div>
      ) : null}

      {refusal && !voucher ? <Refusal message={refusal} /> : null}

      {voucher ? (
        <section className="till__result" aria-labelledby="till-voucher-code">
          <h2 id="till-voucher-code" className="till__code tabular">
            {voucher.code}
          </h2>
          <p className="till__value tabular">{formatPounds(voucher.faceValuePence)}</p>
          <dl className="till__facts">
            <div>
              <dt>Campaign</dt>
              <dd>{voucher.campaignName}</dd>
            </div>
            <div>
              <dt>Customer</dt>
              <dd>
                {voucher.customerFirstName ?? 'Guest'}
                {voucher.gift ? ' (gift)' : ''}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`status-badge status-badge--${voucher.status}`}>
                  {voucher.status === 'unused' ? (
                    <CircleCheck aria-hidden="true" size={18} />
                  ) : (
                    <CircleX aria-hidden="true" size={18} />
                  )}
                  {statusText[voucher.status]}
                </span>
              </dd>
            </div>
            <div>
              <dt>Expiry</dt>
              <dd>{ukDate(voucher.expiresAt)}</dd>
            </div>
          </dl>
          {outcome?.kind === 'used' ? (
            <div className="till__outcome till__outcome--used" role="status">
              <CircleCheck aria-hidden="true" size={36} />
              <p>{outcome.message}</p>
            </div>
          ) : null}
          {refusal ? <Refusal message={refusal} /> : null}
          {voucher.status === 'unused' && !voucher.refusal && outcome?.kind !== 'used' ? (
            <Button className="till__mark" block disabled={pending || !online} onClick={markUsed}>
              Mark as used
            </Button>
          ) : null}
        </section>
      ) : null}

      <RecentRedemptions timeoutMs={timeoutMs} />
    </div>
  );
}

function Refusal({ message }: { message: string }) {
  return (
    <div className="till__outcome till__outcome--refused" role="alert">
      <CircleX aria-hidden="true" size={36} />
      <p>{message}</p>
    </div>
  );
}
