import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import type { AdminPayment, AdminPaymentFilter, AdminPaymentListQuery } from '@stepup/contracts';
import {
  ADMIN_LIST_COUNT_LIMIT,
  ADMIN_PAYMENTS_ALL_COMPANIES,
  ADMIN_PAYMENTS_CAPTION,
  ADMIN_PAYMENTS_COLUMNS,
  ADMIN_PAYMENTS_COMPANY_LABEL,
  ADMIN_PAYMENTS_DATE_OF_LABEL,
  ADMIN_PAYMENTS_DATE_OF_OPTIONS,
  ADMIN_PAYMENTS_EMPTY,
  ADMIN_PAYMENTS_EMPTY_FILTERED,
  ADMIN_PAYMENTS_EMPTY_TITLE,
  ADMIN_PAYMENTS_FILTER_LABEL,
  ADMIN_PAYMENTS_GUEST,
  ADMIN_PAYMENTS_LOADING,
  ADMIN_PAYMENTS_NO_VOUCHER,
  ADMIN_PAYMENTS_SEARCH_LABEL,
  ADMIN_PAYMENTS_SEARCH_PLACEHOLDER,
  ADMIN_PAYMENTS_STATUS_LABEL,
  ADMIN_PAYMENTS_STATUS_OPTIONS,
  ADMIN_PAYMENTS_TOTALS,
  adminPaymentDetailsFor,
  adminPaymentGiftTo,
  adminPaymentStep,
  adminPaymentsCount,
  adminPaymentsTotalsNotAdded,
  formatPounds,
  saleStepLabel,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, Button, EmptyState, Preloader, TextField, useApiClient } from '@stepup/ui';
import { ListPager, usePageParam } from '../../admin-lists/list-pager';
import { AdminListToolbar, DateRangeFields, FilterButtons } from '../../admin-lists/list-parts';
import { useFilterForm } from '../../admin-lists/use-filter-form';
import { useAdminCompanyChoices } from '../../admin-review/api/get-admin-companies';
import { useAdminPayments } from '../api/get-admin-payments';
import { PaymentChips } from './payment-chips';
import { PaymentDetailDialog } from './payment-detail-dialog';

const FILTER_KEYS = ['q', 'companyId', 'dateOf', 'from', 'to', 'status'] as const;
const statuses = Object.keys(ADMIN_PAYMENTS_STATUS_OPTIONS).filter(
  (s) => s !== 'all',
) as AdminPaymentFilter[];

function Filters() {
  const form = useFilterForm(FILTER_KEYS);
  const companies = useAdminCompanyChoices();
  const ids = { company: useId(), dateOf: useId(), status: useId() };

  return (
    <form
      className="review-filter payments-filter"
      role="search"
      aria-label={ADMIN_PAYMENTS_FILTER_LABEL}
      onSubmit={form.onSubmit}
      key={form.formKey}
    >
      <TextField
        className="payments-filter__search"
        label={ADMIN_PAYMENTS_SEARCH_LABEL}
        name="q"
        type="search"
        maxLength={200}
        defaultValue={form.value('q')}
        placeholder={ADMIN_PAYMENTS_SEARCH_PLACEHOLDER}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.company}>
          {ADMIN_PAYMENTS_COMPANY_LABEL}
        </label>
        <select
          id={ids.company}
          name="companyId"
          className="ui-input"
          defaultValue={form.value('companyId')}
        >
          <option value="">{ADMIN_PAYMENTS_ALL_COMPANIES}</option>
          {(companies.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="ui-field payments-filter__date">
        <label className="ui-field__label" htmlFor={ids.dateOf}>
          {ADMIN_PAYMENTS_DATE_OF_LABEL}
        </label>
        {/* Paid is the server's default: left out of the address. */}
        <select
          id={ids.dateOf}
          name="dateOf"
          className="ui-input"
          defaultValue={form.value('dateOf') === 'paid' ? '' : form.value('dateOf')}
        >
          <option value="">{ADMIN_PAYMENTS_DATE_OF_OPTIONS.paid}</option>
          <option value="redeemed">{ADMIN_PAYMENTS_DATE_OF_OPTIONS.redeemed}</option>
          <option value="refunded">{ADMIN_PAYMENTS_DATE_OF_OPTIONS.refunded}</option>
        </select>
      </div>
      <DateRangeFields className="payments-filter__date" value={form.value} />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.status}>
          {ADMIN_PAYMENTS_STATUS_LABEL}
        </label>
        <select
          id={ids.status}
          name="status"
          className="ui-input"
          defaultValue={form.value('status')}
        >
          <option value="">{ADMIN_PAYMENTS_STATUS_OPTIONS.all}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {ADMIN_PAYMENTS_STATUS_OPTIONS[s]}
            </option>
          ))}
        </select>
      </div>
      <FilterButtons clearTo="/admin/payments" isFiltered={form.isFiltered} />
    </form>
  );
}

/** Captured, refunded and the platform's fee, one under the other (they share a column). */
function Amounts({ captured, refunded, fee }: { captured: number; refunded: number; fee: number }) {
  return (
    <dl className="payments-amounts">
      <div>
        <dt>{ADMIN_PAYMENTS_COLUMNS.captured}</dt>
        <dd>{formatPounds(captured)}</dd>
      </div>
      <div className={refunded > 0 ? 'payments-amounts__refunded' : undefined}>
        <dt>{ADMIN_PAYMENTS_COLUMNS.refunded}</dt>
        <dd>{formatPounds(refunded)}</dd>
      </div>
      <div>
        <dt>{ADMIN_PAYMENTS_COLUMNS.fee}</dt>
        <dd>{formatPounds(fee)}</dd>
      </div>
    </dl>
  );
}

function Row({ payment: p, onOpen }: { payment: AdminPayment; onOpen: () => void }) {
  return (
    <tr>
      <th scope="row" className="review-table__title">
        <Button
          variant="link"
          className="payments-open"
          aria-label={adminPaymentDetailsFor(ukNumericDateTime(p.createdAt), p.code)}
          onClick={onOpen}
        >
          {ukNumericDateTime(p.createdAt)}
        </Button>
        <span className="review-table__sub payments-code">
          {p.code ?? ADMIN_PAYMENTS_NO_VOUCHER}
        </span>
        <PaymentChips payment={p} />
      </th>
      <td data-label={ADMIN_PAYMENTS_COLUMNS.customer} className="payments-customer">
        <div>
          <span className="review-table__name">{p.customerName ?? ADMIN_PAYMENTS_GUEST}</span>
          {p.customerEmail ? <span className="review-table__sub">{p.customerEmail}</span> : null}
        </div>
      </td>
      <td data-label={ADMIN_PAYMENTS_COLUMNS.company} className="review-table__wrap">
        <div>
          <Link className="review-table__name payments-link" to={`/admin/companies/${p.companyId}`}>
            {p.companyName}
          </Link>
          <span className="review-table__sub">{p.campaignName}</span>
        </div>
      </td>
      <td data-label={ADMIN_PAYMENTS_COLUMNS.voucher}>
        <div>
          <span className="review-table__name review-money">{formatPounds(p.faceValuePence)}</span>
          <span className="review-table__sub">
            {adminPaymentStep(saleStepLabel(p.step), p.discount)}
          </span>
          {p.giftRecipient ? (
            <span className="review-table__sub">{adminPaymentGiftTo(p.giftRecipient.name)}</span>
          ) : null}
        </div>
      </td>
      <td data-label={ADMIN_PAYMENTS_COLUMNS.amounts} className="payments-amounts-cell">
        <Amounts
          captured={p.amountCapturedPence}
          refunded={p.amountRefundedPence}
          fee={p.applicationFeePence}
        />
      </td>
    </tr>
  );
}

/** /admin/payments: every card payment, filtered, paged, totalled and exported; refunds from a payment's details. */
export function PaymentsList() {
  const client = useApiClient();
  const { filters, isFiltered } = useFilterForm(FILTER_KEYS);
  const page = usePageParam();
  const query = filters as Omit<AdminPaymentListQuery, 'page'>;
  const payments = useAdminPayments(page > 1 ? { ...query, page } : query);
  const [open, setOpen] = useState<AdminPayment | null>(null);
  const [done, setDone] = useState<string>();

  const data = payments.data;

  return (
    <>
      <Filters />
      <div aria-live="polite">{done ? <Alert tone="success">{done}</Alert> : null}</div>
      {payments.isPending ? (
        <Preloader label={ADMIN_PAYMENTS_LOADING} />
      ) : payments.isError ? (
        <Alert tone="danger">{payments.error.message}</Alert>
      ) : data!.total === 0 ? (
        <EmptyState title={ADMIN_PAYMENTS_EMPTY_TITLE} icon={<ReceiptText size={32} />}>
          {isFiltered ? ADMIN_PAYMENTS_EMPTY_FILTERED : ADMIN_PAYMENTS_EMPTY}
        </EmptyState>
      ) : (
        <>
          <AdminListToolbar
            count={adminPaymentsCount(data!.total, data!.totalCapped)}
            csvUrl={client.admin.paymentsCsvUrl(query)}
          />
          <div className="review-table-wrap">
            <table className="review-table payments-table">
              <caption className="ui-visually-hidden">{ADMIN_PAYMENTS_CAPTION}</caption>
              <thead>
                <tr>
                  <th scope="col">{ADMIN_PAYMENTS_COLUMNS.payment}</th>
                  <th scope="col">{ADMIN_PAYMENTS_COLUMNS.customer}</th>
                  <th scope="col">{ADMIN_PAYMENTS_COLUMNS.company}</th>
                  <th scope="col">{ADMIN_PAYMENTS_COLUMNS.voucher}</th>
                  <th scope="col">{ADMIN_PAYMENTS_COLUMNS.amounts}</th>
                </tr>
              </thead>
              <tbody>
                {data!.payments.map((p) => (
                  <Row
                    key={p.id}
                    payment={p}
                    onOpen={() => {
                      setDone(undefined);
                      setOpen(p);
                    }}
                  />
                ))}
              </tbody>
              <tfoot>
                {data!.totals ? (
                  <tr className="payments-totals">
                    <th scope="row" colSpan={3}>
                      {ADMIN_PAYMENTS_TOTALS}
                    </th>
                    <td data-label={ADMIN_PAYMENTS_COLUMNS.voucher} className="review-money">
                      {formatPounds(data!.totals.faceValuePence)}
                    </td>
                    <td
                      data-label={ADMIN_PAYMENTS_COLUMNS.amounts}
                      className="payments-amounts-cell"
                    >
                      <Amounts
                        captured={data!.totals.amountCapturedPence}
                        refunded={data!.totals.amountRefundedPence}
                        fee={data!.totals.applicationFeePence}
                      />
                    </td>
                  </tr>
                ) : (
                  <tr className="payments-totals">
                    <th scope="row" colSpan={3}>
                      {ADMIN_PAYMENTS_TOTALS}
                    </th>
                    <td colSpan={2}>{adminPaymentsTotalsNotAdded(ADMIN_LIST_COUNT_LIMIT)}</td>
                  </tr>
                )}
              </tfoot>
            </table>
          </div>
          <ListPager
            total={data!.total}
            pageSize={data!.pageSize}
            totalCapped={data!.totalCapped}
          />
        </>
      )}
      {open ? (
        <PaymentDetailDialog
          payment={open}
          onClose={() => setOpen(null)}
          onRefunded={(message) => {
            setOpen(null);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}
