import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AdminPayment, AdminPaymentDetail } from '@stepup/contracts';
import {
  ADMIN_DISPUTE_STATUS,
  ADMIN_PAYMENT_CLOSE,
  ADMIN_PAYMENT_DISPUTES,
  ADMIN_PAYMENT_FIELDS,
  ADMIN_PAYMENT_LOADING,
  ADMIN_PAYMENT_NO_DISPUTES,
  ADMIN_PAYMENT_NO_REFUNDS,
  ADMIN_PAYMENT_REFUNDS,
  ADMIN_PAYMENTS_GUEST,
  ADMIN_REFUND_ACTION,
  ADMIN_REFUND_NOTHING_LEFT,
  ADMIN_REFUND_REQUESTED_BY,
  ADMIN_REFUND_STATUS,
  ADMIN_REFUND_VOUCHER_CANCELLED,
  adminDisputeLine,
  adminPaymentTitle,
  adminRefundLine,
  adminRefundTitle,
  formatPounds,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, Button, Modal, Spinner } from '@stepup/ui';
import { useAdminPayment } from '../api/get-admin-payment';
import { PaymentChips } from './payment-chips';
import { ReadOnlyNotice, useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { RefundForm } from './refund-dialog';

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="review-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const customerOf = (p: AdminPayment) =>
  [p.customerName ?? ADMIN_PAYMENTS_GUEST, p.customerEmail].filter(Boolean).join(' · ');

function Details({
  detail,
  refreshing,
  onRefund,
}: {
  detail: AdminPaymentDetail;
  /** The kept details are shown while they are read again (after a refund, say). */
  refreshing: boolean;
  onRefund: () => void;
}) {
  // A level that only reads payments sees what was refunded, and the notice in place of Refund.
  const mayWrite = useAdminMayWrite('payments');
  const p = detail.payment;
  return (
    <div className="payments-detail">
      <PaymentChips payment={p} />
      <Facts
        rows={[
          [ADMIN_PAYMENT_FIELDS.paidAt, ukNumericDateTime(p.createdAt)],
          [ADMIN_PAYMENT_FIELDS.customer, customerOf(p)],
          ...(p.giftRecipient
            ? [
                [
                  ADMIN_PAYMENT_FIELDS.giftRecipient,
                  `${p.giftRecipient.name} · ${p.giftRecipient.email}`,
                ] as [string, ReactNode],
              ]
            : []),
          [ADMIN_PAYMENT_FIELDS.code, p.code ?? '—'],
          [ADMIN_PAYMENT_FIELDS.chargeId, <code key="c">{p.chargeId ?? '—'}</code>],
          [ADMIN_PAYMENT_FIELDS.paymentIntentId, <code key="p">{p.providerPaymentId ?? '—'}</code>],
          [ADMIN_PAYMENT_FIELDS.amount, formatPounds(p.amountPence)],
          [ADMIN_PAYMENT_FIELDS.captured, formatPounds(p.amountCapturedPence)],
          [ADMIN_PAYMENT_FIELDS.refunded, formatPounds(p.amountRefundedPence)],
          [ADMIN_PAYMENT_FIELDS.fee, formatPounds(p.applicationFeePence)],
          [ADMIN_PAYMENT_FIELDS.refundable, formatPounds(detail.refundablePence)],
        ]}
      />
      <h3 className="payments-detail__heading">{ADMIN_PAYMENT_REFUNDS}</h3>
      {detail.refunds.length === 0 ? (
        <p className="payments-detail__none">{ADMIN_PAYMENT_NO_REFUNDS}</p>
      ) : (
        <ul className="payments-events">
          {detail.refunds.map((r) => (
            <li key={r.id}>
              <span className="review-badges">
                <span className={`review-badge payments-refund--${r.status}`}>
                  {ADMIN_REFUND_STATUS[r.status]}
                </span>
                {r.cancelsVoucher ? (
                  <span className="review-badge payments-chip--neutral">
                    {ADMIN_REFUND_VOUCHER_CANCELLED}
                  </span>
                ) : null}
              </span>
              <span>
                {adminRefundLine(
                  formatPounds(r.amountPence),
                  ADMIN_REFUND_REQUESTED_BY[r.requestedBy],
                  ukNumericDateTime(r.succeededAt ?? r.createdAt),
                )}
              </span>
              {r.reason ? <span className="review-table__sub">{r.reason}</span> : null}
              {r.error ? <span className="review-note">{r.error}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <h3 className="payments-detail__heading">{ADMIN_PAYMENT_DISPUTES}</h3>
      {detail.disputes.length === 0 ? (
        <p className="payments-detail__none">{ADMIN_PAYMENT_NO_DISPUTES}</p>
      ) : (
        <ul className="payments-events">
          {detail.disputes.map((d) => (
            <li key={d.id}>
              <span className="review-badges">
                <span className={`review-badge payments-dispute--${d.status}`}>
                  {ADMIN_DISPUTE_STATUS[d.status]}
                </span>
              </span>
              <span>
                {adminDisputeLine(formatPounds(d.amountPence), ukNumericDateTime(d.openedAt))}
              </span>
              {d.reason ? <span className="review-table__sub">{d.reason}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <div className="review-dialog__actions">
        {!mayWrite ? (
          <ReadOnlyNotice area="payments" />
        ) : detail.refundablePence > 0 ? (
          // The refund form proposes what is left: it opens on details read afresh, never on
          // the kept ones a refund a moment ago has made out of date.
          <Button className="review-danger" disabled={refreshing} onClick={onRefund}>
            {ADMIN_REFUND_ACTION}
          </Button>
        ) : (
          <p className="payments-detail__none">{ADMIN_REFUND_NOTHING_LEFT}</p>
        )}
      </div>
    </div>
  );
}

/** A payment's details, its refunds and disputes; the Refund action turns it into the refund form. */
export function PaymentDetailDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: AdminPayment;
  onClose: () => void;
  onRefunded: (message: string) => void;
}) {
  const detail = useAdminPayment(payment.id);
  const [refunding, setRefunding] = useState(false);
  return (
    <Modal
      size="large"
      closeLabel={ADMIN_PAYMENT_CLOSE}
      title={
        refunding
          ? adminRefundTitle(payment.companyName)
          : adminPaymentTitle(payment.companyName, payment.campaignName)
      }
      onClose={onClose}
    >
      {detail.isPending ? (
        <Spinner label={ADMIN_PAYMENT_LOADING} />
      ) : detail.isError ? (
        <Alert tone="danger">{detail.error.message}</Alert>
      ) : refunding ? (
        <RefundForm detail={detail.data} onBack={() => setRefunding(false)} onDone={onRefunded} />
      ) : (
        <Details
          detail={detail.data}
          refreshing={detail.isFetching}
          onRefund={() => setRefunding(true)}
        />
      )}
    </Modal>
  );
}
