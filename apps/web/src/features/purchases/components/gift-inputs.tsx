import { useId } from 'react';
import {
  giftMessageCounter,
  characterCount,
  GIFT_MESSAGE_MAX,
  parseGiftDate,
  RECIPIENT_DETAILS_REQUIRED,
} from '@stepup/domain';
import { Alert, cx, TextField } from '@stepup/ui';
import './purchase-inputs.css';

/** What the buyer typed for a gift; the delivery time as typed ('MMM DD YYYY HH:mm', UK time). */
export interface GiftValues {
  name: string;
  email: string;
  message: string;
  deliverAt: string;
}

export const emptyGift: GiftValues = { name: '', email: '', message: '', deliverAt: '' };

/** Not in the spec: the placeholder says that an empty delivery time means now. */
export const GIFT_DATE_PLACEHOLDER = 'Immediate delivery (default)';

// Its messages: giftErrors in ../lib/purchase-checks.ts (loaded on demand, with zod).

/** The gift as POST /api/purchases takes it: trimmed, the delivery time as a UTC instant. */
export function giftRequest(values: GiftValues) {
  const deliverAt = values.deliverAt.trim() === '' ? null : parseGiftDate(values.deliverAt);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message,
    ...(deliverAt ? { deliverAt: deliverAt.toISOString() } : {}),
  };
}

/**
 * The recipient's name, email, message (with its live 'n / 800' counter) and the delivery
 * date-time. A missing detail shares one message (the spec's), shown once in the recipient
 * banner that every missing field points to; other messages show beside their field.
 */
export function GiftInputs({
  values,
  errors,
  onChange,
}: {
  values: GiftValues;
  errors: Record<string, string>;
  onChange: (values: GiftValues) => void;
}) {
  const id = useId();
  const bannerId = `${id}-recipient-error`;
  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  const messageErrorId = `${id}-message-error`;
  const missing = Object.values(errors).includes(RECIPIENT_DETAILS_REQUIRED);
  const set = (field: keyof GiftValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });

  /** A field's message beside it, or a pointer to the banner for a missing detail. */
  const fieldError = (field: keyof GiftValues) => {
    const error = errors[field];
    if (!error) return {};
    if (error === RECIPIENT_DETAILS_REQUIRED) {
      return { 'aria-invalid': true as const, 'aria-describedby': bannerId };
    }
    return { error };
  };
  const messageError = errors.message;
  const over = characterCount(values.message) > GIFT_MESSAGE_MAX;

  return (
    <fieldset className="purchase-inputs purchase-inputs--gift">
      <legend>Recipient details</legend>
      {missing ? (
        <Alert tone="danger" className="purchase-inputs__banner">
          <span id={bannerId}>{RECIPIENT_DETAILS_REQUIRED}</span>
        </Alert>
      ) : null}
      <div className="purchase-inputs__row">
        <TextField
          label="Recipient name"
          name="recipient-name"
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          {...fieldError('name')}
        />
        <TextField
          label="Recipient email"
          name="recipient-email"
          type="email"
          autoComplete="off"
          inputMode="email"
          value={values.email}
          onChange={set('email')}
          {...fieldError('email')}
        />
      </div>
      <div className="ui-field purchase-inputs__message">
        <label className="ui-field__label" htmlFor={messageId}>
          Message
        </label>
        <textarea
          id={messageId}
          name="gift-message"
          className="ui-input purchase-inputs__textarea"
          rows={4}
          value={values.message}
          onChange={set('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[
            counterId,
            messageError === RECIPIENT_DETAILS_REQUIRED
              ? bannerId
              : messageError
                ? messageErrorId
                : null,
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <div className="purchase-inputs__under">
          {messageError && messageError !== RECIPIENT_DETAILS_REQUIRED ? (
            <span className="ui-field__error" id={messageErrorId}>
              {messageError}
            </span>
          ) : (
            <span />
          )}
          {/* Read with the message when it is focused, not announced on every key. */}
          <span
            id={counterId}
            className={cx('purchase-inputs__counter', 'tabular', over && 'is-over')}
          >
            {giftMessageCounter(values.message)}
          </span>
        </div>
      </div>
      <TextField
        label="Delivery date and time (UK)"
        name="gift-delivery"
        autoComplete="off"
        placeholder={GIFT_DATE_PLACEHOLDER}
        hint="As MMM DD YYYY HH:mm, e.g. Dec 24 2026 09:00. Leave it empty to send the gift straight away."
        value={values.deliverAt}
        onChange={set('deliverAt')}
        error={errors.deliverAt}
        className="purchase-inputs__last"
      />
    </fieldset>
  );
}
