import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminCustomer, AdminCustomerChange, AdminCustomerDetail } from '@stepup/contracts';
import {
  ADMIN_CUSTOMER_CHANGE_NAMES,
  ADMIN_CUSTOMER_EFFECTS,
  ADMIN_CUSTOMER_GIFTING_FEE,
  ADMIN_CUSTOMER_STATUS,
  ADMIN_CUSTOMER_SWITCHES,
  ADMIN_CUSTOMERS_COLUMNS,
  ADMIN_CUSTOMERS_TEXT as T,
  adminCustomerConfirm,
  adminCustomerGiftingFeeHint,
  CUSTOMER_GIFTING_FEE_RANGE,
  formatPounds,
  giftingFeeOverrideRefusal,
  parsePoundsToPence,
  UPDATE_FAILED,
  UPDATE_SUCCESSFUL,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, Button, Modal, Spinner, TextField } from '@stepup/ui';
import { ReadOnlyNotice, useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { useAdminCustomer, useChangeCustomer } from '../api/admin-customers';

type SwitchField = 'status' | 'buyingEnabled' | 'redemptionsEnabled' | 'tester';
type Effect = keyof typeof ADMIN_CUSTOMER_EFFECTS;

/** The change a switch makes from where it is now, and the effect its confirmation names. */
function switchChange(customer: AdminCustomer, field: SwitchField) {
  const on = field === 'status' ? customer.status === 'approved' : customer[field];
  const effect: Effect = {
    status: on ? 'deny' : 'approve',
    buyingEnabled: on ? 'buyingOff' : 'buyingOn',
    redemptionsEnabled: on ? 'redemptionsOff' : 'redemptionsOn',
    tester: on ? 'testerOff' : 'testerOn',
  }[field] as Effect;
  const change: AdminCustomerChange =
    field === 'status' ? { field, value: on ? 'denied' : 'approved' } : { field, value: !on };
  return { on, effect, change };
}

function Switches({
  customer,
  onAsk,
  disabled,
}: {
  customer: AdminCustomer;
  onAsk: (field: SwitchField) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="customers-switches">
      <legend>{T.switches}</legend>
      {(Object.keys(ADMIN_CUSTOMER_SWITCHES) as SwitchField[]).map((field) => {
        const { on } = switchChange(customer, field);
        return (
          <div key={field} className="customers-switch">
            <span id={`${id}-${field}`}>{ADMIN_CUSTOMER_SWITCHES[field]}</span>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby={`${id}-${field}`}
              className="customers-switch__control"
              disabled={disabled}
              onClick={() => onAsk(field)}
            >
              <span aria-hidden="true" className="customers-switch__knob" />
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}

function GiftingFee({
  detail,
  onSave,
  disabled,
}: {
  detail: AdminCustomerDetail;
  onSave: (pence: number | null) => void;
  disabled: boolean;
}) {
  const id = useId();
  const current = detail.customer.giftingFeePence;
  const [text, setText] = useState(current === null ? '' : (current / 100).toFixed(2));
  const [error, setError] = useState<string>();
  // A level that only reads customers sees the fee, not a form to change it.
  const mayWrite = useAdminMayWrite('customers');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pence = text.trim() === '' ? null : parsePoundsToPence(text);
    const refusal =
      text.trim() !== '' && pence === null
        ? CUSTOMER_GIFTING_FEE_RANGE
        : giftingFeeOverrideRefusal(pence);
    setError(refusal ?? undefined);
    if (refusal) {
      document.getElementById(`${id}-fee`)?.focus();
      return;
    }
    onSave(pence);
  }

  return (
    <form className="customers-fee" noValidate onSubmit={onSubmit}>
      <TextField
        id={`${id}-fee`}
        label={ADMIN_CUSTOMER_GIFTING_FEE}
        hint={adminCustomerGiftingFeeHint(formatPounds(detail.siteGiftingFeePence))}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        readOnly={!mayWrite}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={disabled || !mayWrite}>
        {T.saveFee}
      </Button>
    </form>
  );
}

function Details({ detail }: { detail: AdminCustomerDetail }) {
  const c = detail.customer;
  const change = useChangeCustomer(c.id);
  const [asking, setAsking] = useState<SwitchField | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  // Read only: the switches show where the customer stands, but are off (the notice says why).
  const mayWrite = useAdminMayWrite('customers');

  function run(body: AdminCustomerChange) {
    setResult(null);
    change.mutate(body, {
      onSuccess: () => setResult({ ok: true, message: UPDATE_SUCCESSFUL }),
      onError: (error) =>
        setResult({
          ok: false,
          message:
            error.message && error.message !== UPDATE_FAILED
              ? `${UPDATE_FAILED}: ${error.message}`
              : UPDATE_FAILED,
        }),
      onSettled: () => setAsking(null),
    });
  }

  const pending = asking ? switchChange(c, asking) : null;
  return (
    <div className="review-dialog customers-detail">
      <dl className="review-facts">
        <div>
          <dt>{ADMIN_CUSTOMERS_COLUMNS.customer}</dt>
          <dd>
            {c.name}
            <span className="review-table__sub">{c.email}</span>
          </dd>
        </div>
        <div>
          <dt>{ADMIN_CUSTOMERS_COLUMNS.status}</dt>
          <dd>{ADMIN_CUSTOMER_STATUS[c.status]}</dd>
        </div>
        <div>
          <dt>{ADMIN_CUSTOMERS_COLUMNS.vouchers}</dt>
          <dd>{c.vouchers}</dd>
        </div>
        <div>
          <dt>{ADMIN_CUSTOMERS_COLUMNS.spend}</dt>
          <dd>{formatPounds(c.spendPence)}</dd>
        </div>
        <div>
          <dt>{ADMIN_CUSTOMERS_COLUMNS.lastActive}</dt>
          <dd>{c.lastActiveAt ? ukNumericDateTime(c.lastActiveAt) : T.never}</dd>
        </div>
      </dl>
      <ReadOnlyNotice area="customers" />
      <div aria-live="polite">
        {result ? <Alert tone={result.ok ? 'success' : 'danger'}>{result.message}</Alert> : null}
      </div>
      {pending ? (
        <div className="customers-confirm">
          <p>
            <strong>
              {adminCustomerConfirm(ADMIN_CUSTOMER_CHANGE_NAMES[pending.effect], c.name)}
            </strong>
          </p>
          <p>{ADMIN_CUSTOMER_EFFECTS[pending.effect]}</p>
          <div className="review-dialog__actions">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {T.back}
            </Button>
            <Button
              className={pending.on ? 'review-danger' : undefined}
              disabled={change.isPending}
              onClick={() => run(pending.change)}
            >
              {change.isPending ? T.saving : T.confirm}
            </Button>
          </div>
        </div>
      ) : (
        <Switches
          customer={c}
          disabled={change.isPending || !mayWrite}
          onAsk={(field) => {
            setResult(null);
            setAsking(field);
          }}
        />
      )}
      <GiftingFee
        key={String(c.giftingFeePence)}
        detail={detail}
        disabled={change.isPending}
        onSave={(value) => run({ field: 'giftingFeePence', value })}
      />
      <h3 className="payments-detail__heading">{T.recentVouchers}</h3>
      {detail.recentVouchers.length === 0 ? (
        <p className="payments-detail__none">{T.noVouchers}</p>
      ) : (
        <ul className="payments-events">
          {detail.recentVouchers.map((v) => (
            <li key={v.id}>
              <span className="review-table__name">
                {v.campaignName} · {v.companyName}
              </span>
              <span className="review-table__sub">
                {v.code} · {formatPounds(v.faceValuePence)} · {formatPounds(v.pricePaidPence)} ·{' '}
                {ukNumericDateTime(v.createdAt)}
                {v.cancelledAt ? ` · ${T.cancelled}` : v.usedAt ? ` · ${T.used}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One customer: their figures, the switches (each confirmed), the gifting fee and vouchers. */
export function CustomerDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomer;
  onClose: () => void;
}) {
  const detail = useAdminCustomer(customer.id);
  return (
    <Modal size="large" closeLabel={T.close} title={customer.name} onClose={onClose}>
      {detail.isPending ? (
        <Spinner label={T.loadingOne} />
      ) : detail.isError ? (
        <Alert tone="danger">{detail.error.message}</Alert>
      ) : (
        <Details detail={detail.data} />
      )}
    </Modal>
  );
}
