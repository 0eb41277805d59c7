import { useState } from 'react';
import type { FormEvent } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@stepup/contracts';
import {
  fieldErrors,
  UPDATE_FAILED,
  ukNumericDateTime,
  webhookEndpointSchema,
  webhookEventLabels,
  webhookEventTypes,
  webhookText,
} from '@stepup/domain';
import type { WebhookEventType } from '@stepup/domain';
import {
  Alert,
  Button,
  Card,
  errorFields,
  errorMessage,
  Modal,
  Preloader,
  TextField,
  useFocusFirstInvalid,
} from '@stepup/ui';
import {
  useResendWebhookDelivery,
  useSaveWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoint,
  useWebhookSecret,
} from '../api/webhooks';
import '../../admin-review/components/admin-review.css';
import './webhooks.css';

type Result = { tone: 'success' | 'danger'; text: string } | null;

/** The webhook's address, events and switch (docs/product.md#webhooks). */
function WebhookForm({ saved }: { saved: WebhookEndpoint }) {
  const [url, setUrl] = useState(saved.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(saved.events);
  const [enabled, setEnabled] = useState(saved.url ? saved.enabled : true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result>(null);
  const save = useSaveWebhookEndpoint();
  const focusInvalid = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setResult(null);
    const found = fieldErrors(webhookEndpointSchema, { url, events, enabled });
    setErrors(found);
    if (found.url) return focusInvalid(form);
    try {
      await save.mutateAsync({ url, events, enabled });
      setResult({ tone: 'success', text: webhookText.saved });
    } catch (err) {
      const fields = errorFields(err);
      setErrors(fields);
      setResult({ tone: 'danger', text: errorMessage(err, UPDATE_FAILED) });
      if (fields.url) focusInvalid(form);
    }
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((e) => e !== type)));

  return (
    <Card padded className="company-section" aria-labelledby="webhook-title">
      <div className="connection__header">
        <h2 id="webhook-title" className="company-section__title">
          {webhookText.title}
        </h2>
      </div>
      <p>{webhookText.lead}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={webhookText.url}
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://www.example.co.uk/webhooks"
          hint={webhookText.urlHint}
          value={url}
          error={errors.url}
          onChange={(e) => {
            setUrl(e.target.value);
            setResult(null);
          }}
        />
        <fieldset className="webhooks__events" aria-describedby="webhook-events-hint">
          <legend className="ui-field__label">{webhookText.events}</legend>
          <div className="connection__choices">
            {webhookEventTypes.map((type) => (
              <label key={type} className="connection__choice">
                <input
                  type="checkbox"
                  name="events"
                  value={type}
                  checked={events.includes(type)}
                  onChange={(e) => toggle(type, e.target.checked)}
                />
                {webhookEventLabels[type]}
              </label>
            ))}
          </div>
          <span className="ui-field__hint" id="webhook-events-hint">
            {webhookText.eventsHint}
          </span>
        </fieldset>
        <div className="webhooks__events">
          <label className="connection__choice">
            <input
              type="checkbox"
              name="enabled"
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
            />
            {webhookText.enabled}
          </label>
        </div>
        <div className="company-actions">
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? webhookText.saving : webhookText.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The signing secret: shown on demand, replaced after a confirmation. */
function WebhookSecret() {
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const action = useWebhookSecret();

  async function run(kind: 'reveal' | 'rotate') {
    setResult(null);
    try {
      const answer = await action.mutateAsync(kind);
      setSecret(answer.secret);
      if (kind === 'rotate') setResult({ tone: 'success', text: webhookText.rotated });
    } catch (err) {
      setResult({ tone: 'danger', text: errorMessage(err, UPDATE_FAILED) });
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Card padded className="company-section" aria-labelledby="webhook-secret-title">
      <h2 id="webhook-secret-title" className="company-section__title">
        {webhookText.secret}
      </h2>
      <p>{webhookText.secretHint}</p>
      {secret ? (
        <div className="webhooks__secret">
          <code>{secret}</code>
        </div>
      ) : null}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <div className="webhooks__actions">
        {secret ? (
          <Button variant="secondary" onClick={() => setSecret(null)}>
            {webhookText.hideSecret}
          </Button>
        ) : (
          <Button variant="secondary" disabled={action.isPending} onClick={() => run('reveal')}>
            {webhookText.showSecret}
          </Button>
        )}
        <Button variant="ghost" disabled={action.isPending} onClick={() => setConfirming(true)}>
          {webhookText.rotate}
        </Button>
      </div>
      {confirming ? (
        <Modal title={webhookText.rotateTitle} onClose={() => setConfirming(false)}>
          <p>{webhookText.rotateText}</p>
          <div className="webhook-modal__actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {webhookText.cancel}
            </Button>
            <Button disabled={action.isPending} onClick={() => run('rotate')}>
              {action.isPending ? webhookText.rotating : webhookText.rotate}
            </Button>
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}

function DeliveryRow({
  delivery,
  onResend,
  resending,
}: {
  delivery: WebhookDelivery;
  onResend: () => void;
  resending: boolean;
}) {
  const when = delivery.lastAttemptAt ?? delivery.createdAt;
  const event = webhookEventLabels[delivery.eventType];
  // A voucher event names its voucher's code; an offer event, the offer's campaign.
  const subject = delivery.offer
    ? webhookText.offerOn(delivery.offer.campaignName)
    : (delivery.voucherCode ?? '—');
  const resendLabel = delivery.offer
    ? webhookText.resendOfferLabel(event, delivery.offer.campaignName)
    : webhookText.resendLabel(event, delivery.voucherCode ?? '');
  return (
    <tr>
      <td data-label={webhookText.colTime} className="webhooks__when">
        <span>{ukNumericDateTime(when)}</span>
      </td>
      <td data-label={webhookText.colEvent}>
        <span>
          {event}
          <span className="review-table__sub">{delivery.eventType}</span>
        </span>
      </td>
      <td data-label={webhookText.colVoucher}>
        <span className={delivery.offer ? undefined : 'webhooks__code'}>{subject}</span>
      </td>
      <td data-label={webhookText.colStatus}>
        <span className="webhooks__status" data-status={delivery.status}>
          {webhookText.status[delivery.status]}
        </span>
      </td>
      <td data-label={webhookText.colResponse}>
        <span>
          {delivery.responseCode ?? webhookText.noResponse}
          {delivery.lastError && delivery.responseCode === null ? (
            <span className="review-table__sub review-table__wrap">{delivery.lastError}</span>
          ) : null}
        </span>
      </td>
      <td data-label={webhookText.colAttempts}>
        <span>{delivery.attempts}</span>
      </td>
      <td className="review-table__actions">
        <Button
          variant="secondary"
          size="small"
          aria-label={resendLabel}
          disabled={resending || delivery.status === 'pending'}
          onClick={onResend}
        >
          {webhookText.resend}
        </Button>
      </td>
    </tr>
  );
}

/** The latest deliveries, newest first, each with a Resend button. */
function DeliveryLog({ configured }: { configured: boolean }) {
  const deliveries = useWebhookDeliveries(configured);
  const resend = useResendWebhookDelivery();
  const [result, setResult] = useState<Result>(null);
  const list = deliveries.data?.deliveries ?? [];

  return (
    <Card padded className="company-section" aria-labelledby="webhook-log-title">
      <h2 id="webhook-log-title" className="company-section__title">
        {webhookText.log}
      </h2>
      {result ? (
        <div role="status">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      ) : null}
      {configured && deliveries.isPending ? (
        <Preloader label={webhookText.log} />
      ) : list.length === 0 ? (
        <p>{webhookText.logEmpty}</p>
      ) : (
        <div className="review-table-wrap">
          <table className="review-table webhooks-table">
            <caption className="ui-visually-hidden">{webhookText.logCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{webhookText.colTime}</th>
                <th scope="col">{webhookText.colEvent}</th>
                <th scope="col">{webhookText.colVoucher}</th>
                <th scope="col">{webhookText.colStatus}</th>
                <th scope="col">{webhookText.colResponse}</th>
                <th scope="col">{webhookText.colAttempts}</th>
                <th scope="col">
                  <span className="ui-visually-hidden">{webhookText.colActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  resending={resend.isPending}
                  onResend={() =>
                    resend.mutate(delivery.id, {
                      onSuccess: () => setResult({ tone: 'success', text: webhookText.resent }),
                      onError: (err) =>
                        setResult({ tone: 'danger', text: errorMessage(err, UPDATE_FAILED) }),
                    })
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** /api?tab=webhooks: the company's webhook, its signing secret and the delivery log (owners). */
export function WebhooksTab() {
  const endpoint = useWebhookEndpoint();
  if (endpoint.isPending) return <Preloader label={webhookText.url} />;
  if (endpoint.isError) return <Alert tone="danger">{webhookText.loadFailed}</Alert>;
  const configured = endpoint.data.url !== null;
  return (
    <>
      <WebhookForm saved={endpoint.data} />
      {configured ? <WebhookSecret /> : null}
      <DeliveryLog configured={configured} />
    </>
  );
}
