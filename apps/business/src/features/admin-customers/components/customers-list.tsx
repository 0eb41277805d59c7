import { useId, useState } from 'react';
import { Users } from 'lucide-react';
import type { AdminCustomer, AdminCustomerListQuery } from '@stepup/contracts';
import {
  ADMIN_CUSTOMER_CHIPS,
  ADMIN_CUSTOMER_STATUS,
  ADMIN_CUSTOMERS_COLUMNS,
  ADMIN_CUSTOMERS_TEXT as T,
  ADMIN_LIST_JOINED_FROM_LABEL,
  adminCustomerDetailsFor,
  adminCustomersCount,
  formatPounds,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, Button, EmptyState, Preloader, TextField } from '@stepup/ui';
import { ListPager, usePageParam } from '../../admin-lists/list-pager';
import { AdminListToolbar, DateRangeFields, FilterButtons } from '../../admin-lists/list-parts';
import { useFilterForm } from '../../admin-lists/use-filter-form';
import { useAdminCustomers } from '../api/admin-customers';
import { CustomerDialog } from './customer-dialog';

const FILTER_KEYS = ['q', 'status', 'tester', 'buyingOff', 'from', 'to'] as const;

function Filters() {
  const form = useFilterForm(FILTER_KEYS);
  const ids = { status: useId(), tester: useId(), buyingOff: useId() };

  return (
    <form
      className="review-filter payments-filter"
      role="search"
      aria-label={T.filterLabel}
      onSubmit={form.onSubmit}
      key={form.formKey}
    >
      <TextField
        className="payments-filter__search"
        label={T.search}
        name="q"
        type="search"
        maxLength={200}
        defaultValue={form.value('q')}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.status}>
          {T.status}
        </label>
        <select
          id={ids.status}
          name="status"
          className="ui-input"
          defaultValue={form.value('status')}
        >
          <option value="">{T.anyStatus}</option>
          <option value="approved">{ADMIN_CUSTOMER_STATUS.approved}</option>
          <option value="denied">{ADMIN_CUSTOMER_STATUS.denied}</option>
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.tester}>
          {T.tester}
        </label>
        <select
          id={ids.tester}
          name="tester"
          className="ui-input"
          defaultValue={form.value('tester')}
        >
          <option value="">{T.anyTester}</option>
          <option value="true">{T.testersOnly}</option>
          <option value="false">{T.nonTesters}</option>
        </select>
      </div>
      <DateRangeFields
        className="payments-filter__date"
        value={form.value}
        fromLabel={ADMIN_LIST_JOINED_FROM_LABEL}
      />
      <div className="payments-check customers-check">
        <input
          id={ids.buyingOff}
          type="checkbox"
          name="buyingOff"
          value="true"
          defaultChecked={form.value('buyingOff') === 'true'}
        />
        <label htmlFor={ids.buyingOff}>{T.buyingOff}</label>
      </div>
      <FilterButtons clearTo="/admin/customers" isFiltered={form.isFiltered} />
    </form>
  );
}

function Chips({ customer: c }: { customer: AdminCustomer }) {
  const chips = [
    c.tester ? ADMIN_CUSTOMER_CHIPS.tester : null,
    c.buyingEnabled ? null : ADMIN_CUSTOMER_CHIPS.buyingOff,
    c.redemptionsEnabled ? null : ADMIN_CUSTOMER_CHIPS.redemptionsOff,
  ].filter((x) => x !== null);
  if (chips.length === 0) return null;
  return (
    <span className="review-badges">
      {chips.map((chip) => (
        <span key={chip} className="review-badge">
          {chip}
        </span>
      ))}
    </span>
  );
}

function Row({ customer: c, onOpen }: { customer: AdminCustomer; onOpen: () => void }) {
  return (
    <tr>
      <th scope="row" className="review-table__title payments-customer">
        <Button
          variant="link"
          className="payments-open"
          aria-label={adminCustomerDetailsFor(c.name)}
          onClick={onOpen}
        >
          {c.name}
        </Button>
        <span className="review-table__sub">{c.email}</span>
        <Chips customer={c} />
      </th>
      <td data-label={ADMIN_CUSTOMERS_COLUMNS.status}>
        <span className={`review-badge review-badge--${c.status}`}>
          {ADMIN_CUSTOMER_STATUS[c.status]}
        </span>
      </td>
      <td data-label={ADMIN_CUSTOMERS_COLUMNS.vouchers}>{c.vouchers}</td>
      <td data-label={ADMIN_CUSTOMERS_COLUMNS.spend} className="review-money">
        {formatPounds(c.spendPence)}
      </td>
      <td data-label={ADMIN_CUSTOMERS_COLUMNS.lastActive}>
        {c.lastActiveAt ? ukNumericDateTime(c.lastActiveAt) : T.never}
      </td>
    </tr>
  );
}

/** /admin/customers: search, filters in the address, paging; a customer's switches in a dialog. */
export function CustomersList() {
  const { filters } = useFilterForm(FILTER_KEYS);
  const page = usePageParam();
  const query = filters as Omit<AdminCustomerListQuery, 'page'>;
  const customers = useAdminCustomers(page > 1 ? { ...query, page } : query);
  const [open, setOpen] = useState<AdminCustomer | null>(null);

  const data = customers.data;

  return (
    <>
      <Filters />
      {customers.isPending ? (
        <Preloader label={T.loading} />
      ) : customers.isError ? (
        <Alert tone="danger">{customers.error.message}</Alert>
      ) : data!.total === 0 ? (
        <EmptyState title={T.emptyTitle} icon={<Users size={32} />}>
          {T.empty}
        </EmptyState>
      ) : (
        <>
          <AdminListToolbar count={adminCustomersCount(data!.total, data!.totalCapped)} />
          <div className="review-table-wrap">
            <table className="review-table payments-table">
              <caption className="ui-visually-hidden">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{ADMIN_CUSTOMERS_COLUMNS.customer}</th>
                  <th scope="col">{ADMIN_CUSTOMERS_COLUMNS.status}</th>
                  <th scope="col">{ADMIN_CUSTOMERS_COLUMNS.vouchers}</th>
                  <th scope="col">{ADMIN_CUSTOMERS_COLUMNS.spend}</th>
                  <th scope="col">{ADMIN_CUSTOMERS_COLUMNS.lastActive}</th>
                </tr>
              </thead>
              <tbody>
                {data!.customers.map((c) => (
                  <Row key={c.id} customer={c} onOpen={() => setOpen(c)} />
                ))}
              </tbody>
            </table>
          </div>
          <ListPager
            total={data!.total}
            pageSize={data!.pageSize}
            totalCapped={data!.totalCapped}
          />
        </>
      )}
      {open ? <CustomerDialog customer={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
