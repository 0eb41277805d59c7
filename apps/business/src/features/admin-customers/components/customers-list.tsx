import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import type { AdminCustomer, AdminCustomerListQuery } from '@stepup/contracts';
import {
  ADMIN_CUSTOMER_CHIPS,
  ADMIN_CUSTOMER_STATUS,
  ADMIN_CUSTOMERS_COLUMNS,
  ADMIN_CUSTOMERS_TEXT as T,
  adminCustomerDetailsFor,
  adminCustomersCount,
  adminListPageOf,
  formatPounds,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, Button, buttonClassName, EmptyState, Preloader, TextField } from '@stepup/ui';
import { useAdminCustomers } from '../api/admin-customers';
import { CustomerDialog } from './customer-dialog';

const FILTER_KEYS = ['q', 'status', 'tester', 'buyingOff'] as const;

/** The filters as the page's query string holds them (so a filtered list can be linked to). */
function filtersOf(params: URLSearchParams): Omit<AdminCustomerListQuery, 'page'> {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters as Omit<AdminCustomerListQuery, 'page'>;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  const ids = { status: useId(), tester: useId(), buyingOff: useId() };

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  }

  return (
    <form
      className="review-filter payments-filter"
      role="search"
      aria-label={T.filterLabel}
      onSubmit={onFilter}
      key={params.toString()}
    >
      <TextField
        className="payments-filter__search"
        label={T.search}
        name="q"
        type="search"
        maxLength={200}
        defaultValue={params.get('q') ?? ''}
      />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.status}>
          {T.status}
        </label>
        <select
          id={ids.status}
          name="status"
          className="ui-input"
          defaultValue={params.get('status') ?? ''}
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
          defaultValue={params.get('tester') ?? ''}
        >
          <option value="">{T.anyTester}</option>
          <option value="true">{T.testersOnly}</option>
          <option value="false">{T.nonTesters}</option>
        </select>
      </div>
      <div className="payments-check customers-check">
        <input
          id={ids.buyingOff}
          type="checkbox"
          name="buyingOff"
          value="true"
          defaultChecked={params.get('buyingOff') === 'true'}
        />
        <label htmlFor={ids.buyingOff}>{T.buyingOff}</label>
      </div>
      <div className="payments-filter__buttons">
        <Button type="submit">{T.show}</Button>
        {FILTER_KEYS.some((key) => params.get(key)) ? (
          <Link className={buttonClassName({ variant: 'link' })} to="/admin/customers">
            {T.clear}
          </Link>
        ) : null}
      </div>
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
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const customers = useAdminCustomers(page > 1 ? { ...filters, page } : filters);
  const [open, setOpen] = useState<AdminCustomer | null>(null);

  function goTo(next: number) {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
  }

  const data = customers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

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
          <p className="payments-count" aria-live="polite">
            {adminCustomersCount(data!.total)}
          </p>
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
          {pages > 1 ? (
            <nav className="payments-pager" aria-label={adminListPageOf(page, pages)}>
              <Button
                variant="secondary"
                size="small"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {T.previous}
              </Button>
              <span aria-current="page">{adminListPageOf(page, pages)}</span>
              <Button
                variant="secondary"
                size="small"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                {T.next}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      {open ? <CustomerDialog customer={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
