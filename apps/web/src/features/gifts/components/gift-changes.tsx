import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { BuyerGift } from '@stepup/contracts';
import {
  formatGiftDate,
  formatPounds,
  GIFT_CHANGE_TEXT as text,
  GIFT_MESSAGE_MAX,
  characterCount,
  giftDateError,
  giftMessageCounter,
  parseGiftDate,
} from '@stepup/domain';
import {
  Alert,
  Button,
  cx,
  errorFields,
  errorMessage,
  Preloader,
  TextField,
  useSession,
} from '@stepup/ui';
import { useBuyerGift, useGiftAction } from '../api/gifts';
import './gifts.css';

/**
 * /for-me/gifts/{voucherId} (ADR 055): a gift its buyer sent or booked. Until it is delivered they
 * may correct the recipient, the message and the delivery time, or send it now; after, have it
 * emailed again once, to the same or a corrected address. The server decides; refusals show here.
 */
export function GiftChanges({ voucherId }: { voucherId: string }) {
  const { user } = useSession();
  const gift = useBuyerGift(voucherId, { enabled: Boolean(user) });
  if (user === undefined) return <Preloader label="Loading" />;
  if (user === null)
    return (
      <Alert tone="info">
        Please <Link to="/login">sign in</Link> to manage your gift, then open this page again.
      </Alert>
    );
  if (gift.isPending) return <Preloader label={text.loading} />;
  if (gift.isError) return <Alert tone="danger">{errorMessage(gift.error, text.failed)}</Alert>;
  return <GiftScreen gift={gift.data} />;
}

function GiftScreen({ gift }: { gift: BuyerGift }) {
  const action = useGiftAction(gift.voucherId);
  const [done, setDone] = useState<string | null>(null);
  const status = gift.cancelled
    ? text.cancelled
    : gift.deliveredAt
      ? text.sent(formatGiftDate(new Date(gift.deliveredAt)))
      : text.scheduled(formatGiftDate(new Date(gift.deliverAt)));

  const run = async (act: Parameters<typeof action.mutateAsync>[0], note: string) => {
    setDone(null);
    try {
      await action.mutateAsync(act);
      setDone(note);
    } catch {
      // Shown from action.error.
    }
  };
  const fields = errorFields(action.error);
  const formError =
    action.isError && Object.keys(fields).length === 0
      ? errorMessage(action.error, text.failed)
      : null;

  return (
    <div className="gift-changes">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <dl className="gift-changes__summary">
        <dt>Gift</dt>
        <dd>
          {formatPounds(gift.faceValuePence)} {gift.companyName} voucher ({gift.campaignName})
        </dd>
        <dt>To</dt>
        <dd>
          {gift.recipientName} ({gift.recipientEmail})
        </dd>
        <dt>Message</dt>
        <dd>{gift.message}</dd>
        <dt>Status</dt>
        <dd>
          {status}
          {gift.resentAt ? ` ${text.resentOn(formatGiftDate(new Date(gift.resentAt)))}` : ''}
        </dd>
      </dl>
      {gift.canChange ? (
        <ChangeForm
          gift={gift}
          busy={action.isPending}
          fields={fields}
          onSave={(body) => void run({ kind: 'change', body }, text.saved)}
          onSendNow={() => void run({ kind: 'sendNow' }, text.sentNow)}
        />
      ) : null}
      {gift.canResend ? (
        <ResendForm
          gift={gift}
          busy={action.isPending}
          error={fields.email}
          onResend={(email) => void run({ kind: 'resend', body: { email } }, text.resent)}
        />
      ) : gift.resentAt ? (
        <p>{text.resentAlready}</p>
      ) : null}
      <p>
        <Link to="/for-me">{text.back}</Link>
      </p>
    </div>
  );
}

function ChangeForm({
  gift,
  busy,
  fields,
  onSave,
  onSendNow,
}: {
  gift: BuyerGift;
  busy: boolean;
  fields: Record<string, string>;
  onSave: (body: { name: string; email: string; message: string; deliverAt?: string }) => void;
  onSendNow: () => void;
}) {
  const current = formatGiftDate(new Date(gift.deliverAt));
  const [name, setName] = useState(gift.recipientName);
  const [email, setEmail] = useState(gift.recipientEmail);
  const [message, setMessage] = useState(gift.message);
  const [when, setWhen] = useState(current);
  const [whenError, setWhenError] = useState<string | null>(null);
  const id = useId();
  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  const messageErrorId = `${id}-message-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unchanged = when.trim() === current || when.trim() === '';
    const problem = unchanged ? null : giftDateError(when, new Date());
    setWhenError(problem);
    if (problem) return;
    const deliverAt = unchanged ? null : parseGiftDate(when);
    onSave({
      name: name.trim(),
      email: email.trim(),
      message,
      ...(deliverAt ? { deliverAt: deliverAt.toISOString() } : {}),
    });
  };

  return (
    <form className="gift-changes__form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{text.changeHeading}</h2>
      <TextField
        label="Recipient name"
        name="recipient-name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
      />
      <TextField
        label="Recipient email"
        name="recipient-email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fields.email}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={messageId}>
          Message
        </label>
        <textarea
          id={messageId}
          name="gift-message"
          className="ui-input"
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={fields.message ? true : undefined}
          aria-describedby={[counterId, fields.message ? messageErrorId : null]
            .filter(Boolean)
            .join(' ')}
        />
        {fields.message ? (
          <span className="ui-field__error" id={messageErrorId}>
            {fields.message}
          </span>
        ) : null}
        <span
          id={counterId}
          className={cx(
            'gift-changes__counter',
            'tabular',
            characterCount(message) > GIFT_MESSAGE_MAX && 'is-over',
          )}
        >
          {giftMessageCounter(message)}
        </span>
      </div>
      <TextField
        label={text.deliverAt}
        name="gift-delivery"
        autoComplete="off"
        hint={text.deliverAtHint}
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        error={whenError ?? fields.deliverAt}
      />
      <div className="gift-changes__actions">
        <Button type="submit" disabled={busy}>
          {text.save}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onSendNow}>
          {text.sendNow}
        </Button>
      </div>
    </form>
  );
}

function ResendForm({
  gift,
  busy,
  error,
  onResend,
}: {
  gift: BuyerGift;
  busy: boolean;
  error: string | undefined;
  onResend: (email: string) => void;
}) {
  const [email, setEmail] = useState(gift.recipientEmail);
  const id = useId();
  return (
    <form
      className="gift-changes__form"
      noValidate
      aria-labelledby={`${id}-h`}
      onSubmit={(event) => {
        event.preventDefault();
        onResend(email.trim());
      }}
    >
      <h2 id={`${id}-h`}>{text.resendHeading}</h2>
      <p>{text.resendHint}</p>
      <TextField
        label="Recipient email"
        name="resend-email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <div className="gift-changes__actions">
        <Button type="submit" disabled={busy}>
          {text.resend}
        </Button>
      </div>
    </form>
  );
}
