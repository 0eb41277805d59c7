import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { CompanyCustomOffer } from '@stepup/contracts';
import {
  counterDiscountError,
  counterOfferPricePence,
  CUSTOM_DISCOUNT_MAX,
  CUSTOM_DISCOUNT_MIN,
  CUSTOM_OFFER_DECLINE_REASON_MAX,
  declineReasonError,
  formatPounds,
  offerAcceptConfirm,
  parseDiscount,
  ukDayAndTime,
} from '@stepup/domain';
import { Alert, Button, Modal, TextField } from '@stepup/ui';

interface DialogProps {
  offer: CompanyCustomOffer;
  onClose: () => void;
  pending: boolean;
  /** The server's refusal of the last try, if any. */
  error?: string | undefined;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="offer-dialog__actions">{children}</div>;
}

/** The offer being answered, in one line: whose, which campaign, what for how much. */
function OfferSummary({ offer }: { offer: CompanyCustomOffer }) {
  return (
    <p className="offer-dialog__summary">
      {offer.customerFirstName} · {offer.campaignName} · {formatPounds(offer.faceValuePence)}{' '}
      voucher at {offer.discount}% off: {formatPounds(offer.voucherPricePence)}
    </p>
  );
}

/** Accept: says what the customer's saved card is charged at once (gifting fee included). */
export function AcceptDialog({
  offer,
  onClose,
  onConfirm,
  pending,
  error,
}: DialogProps & { onConfirm: () => void }) {
  const total = formatPounds(offer.totalPence);
  return (
    <Modal title={`Accept ${offer.customerFirstName}'s offer?`} onClose={onClose}>
      <div className="offer-dialog">
        <OfferSummary offer={offer} />
        <p>{offerAcceptConfirm(total)}</p>
        {offer.giftingFeePence > 0 ? (
          <p className="offer-dialog__note">
            {total} is the voucher price and the {formatPounds(offer.giftingFeePence)} gifting fee,
            which is the platform’s; you receive {formatPounds(offer.voucherPricePence)}.
          </p>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={pending} onClick={onConfirm}>
            {pending ? 'Accepting…' : `Accept and charge ${total}`}
          </Button>
        </Actions>
      </div>
    </Modal>
  );
}

/** Decline, with an optional reason (emailed to the customer as written, up to 500 characters). */
export function DeclineDialog({
  offer,
  onClose,
  onConfirm,
  pending,
  error,
}: DialogProps & { onConfirm: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = declineReasonError(reason);
    setReasonError(problem);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Modal title={`Decline ${offer.customerFirstName}'s offer?`} onClose={onClose}>
      <form className="offer-dialog" noValidate onSubmit={onSubmit}>
        <OfferSummary offer={offer} />
        <p>Nothing is charged, and the customer is told by email.</p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-reason`}>
            Reason (optional, sent to the customer)
          </label>
          <span className="ui-field__hint" id={`${id}-hint`}>
            Up to {CUSTOM_OFFER_DECLINE_REASON_MAX} characters.
          </span>
          <textarea
            id={`${id}-reason`}
            className="ui-input offer-dialog__reason"
            rows={4}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(declineReasonError(event.target.value));
            }}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ''}`}
          />
          {reasonError ? (
            <span className="ui-field__error" id={`${id}-error`}>
              {reasonError}
            </span>
          ) : null}
        </div>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" className="offer-dialog__danger" disabled={pending}>
            {pending ? 'Declining…' : 'Decline offer'}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

/**
 * One counter-offer: the company's own discount (5–95%) and the price it makes; the customer may
 * accept it within the same 24 hours (the offer's deadline does not move).
 */
export function CounterDialog({
  offer,
  onClose,
  onConfirm,
  pending,
  error,
}: DialogProps & { onConfirm: (discount: number) => void }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const discount = parseDiscount(text);
  const problem = counterDiscountError(offer.discount, discount);
  const shownProblem = submitted || text.trim() ? problem : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    onConfirm(discount);
  }

  return (
    <Modal title={`Counter ${offer.customerFirstName}'s offer`} onClose={onClose}>
      <form className="offer-dialog" noValidate onSubmit={onSubmit}>
        <OfferSummary offer={offer} />
        <p>
          You can counter once. The customer has until{' '}
          {offer.expiresAt ? ukDayAndTime(offer.expiresAt) : 'the offer’s deadline'} (UK time) to
          accept your discount; their card is charged only if they do.
        </p>
        <TextField
          label="Your discount (%)"
          hint={`A whole number from ${CUSTOM_DISCOUNT_MIN} to ${Math.min(CUSTOM_DISCOUNT_MAX, offer.discount - 1)}: less than the ${offer.discount}% the customer asked for.`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          error={shownProblem ?? undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="offer-dialog__price" aria-live="polite">
          {problem ? (
            'The price appears once the discount is valid.'
          ) : (
            <>
              The customer would pay{' '}
              <strong className="tabular">
                {formatPounds(counterOfferPricePence(offer.faceValuePence, discount))}
              </strong>{' '}
              for the {formatPounds(offer.faceValuePence)} voucher.
            </>
          )}
        </p>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send counter-offer'}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
