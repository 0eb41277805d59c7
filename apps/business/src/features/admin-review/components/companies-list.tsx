import { Link, useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import type { AdminCompanyListQuery } from '@stepup/contracts';
import { adminCompaniesCount } from '@stepup/domain';
import { Alert, EmptyState, Preloader } from '@stepup/ui';
import { useAdminCompanyPage } from '../api/get-admin-companies';
import { ListPager, usePageParam } from '../../admin-lists/list-pager';
import { AdminListToolbar } from '../../admin-lists/list-parts';
import { formatDay } from './format';
import { ReviewFilter } from './review-filter';
import { StatusBadge } from './status-badge';

const statuses = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'denied', label: 'Denied' },
] as const;

/** /admin/companies: every business, pending first; filter by status and the days they joined, search by name. */
export function CompaniesList() {
  const [params] = useSearchParams();
  const query: AdminCompanyListQuery = {
    status: (params.get('status') || undefined) as AdminCompanyListQuery['status'],
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const page = usePageParam();
  const companies = useAdminCompanyPage(page > 1 ? { ...query, page } : query);

  return (
    <>
      <ReviewFilter label="Find companies" statuses={statuses} searchLabel="Company name" joined />
      {companies.isPending ? (
        <Preloader label="Loading companies" />
      ) : companies.isError ? (
        <Alert tone="danger">{companies.error.message}</Alert>
      ) : companies.data.companies.length === 0 ? (
        <EmptyState title="No companies found" icon={<Building2 size={32} />}>
          {query.q || query.status || query.from || query.to
            ? 'Try another name or status, or show all companies.'
            : 'Businesses appear here as soon as they sign up.'}
        </EmptyState>
      ) : (
        <>
          <AdminListToolbar count={adminCompaniesCount(companies.data.total)} />
          <table className="review-table">
            <caption className="ui-visually-hidden">
              Companies{query.status ? ` (${query.status})` : ''}, pending first
            </caption>
            <thead>
              <tr>
                <th scope="col">Company</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
                <th scope="col">Campaigns</th>
                <th scope="col">Signed up</th>
                <th scope="col">
                  <span className="ui-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {companies.data.companies.map((company) => (
                <tr key={company.id}>
                  <th scope="row" className="review-table__title">
                    {company.name}
                  </th>
                  <td data-label="Status">
                    <StatusBadge status={company.status} />
                  </td>
                  <td data-label="Owner" className="review-table__wrap">
                    {company.ownerEmail ?? '—'}
                  </td>
                  <td data-label="Campaigns">{company.campaignCount}</td>
                  <td data-label="Signed up">{formatDay(company.createdAt)}</td>
                  <td className="review-table__actions">
                    <Link
                      className="ui-button ui-button--secondary ui-button--small"
                      to={`/admin/companies/${company.id}`}
                      aria-label={`Review ${company.name}`}
                    >
                      Review
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {companies.data ? (
        <ListPager total={companies.data.total} pageSize={companies.data.pageSize} />
      ) : null}
    </>
  );
}
