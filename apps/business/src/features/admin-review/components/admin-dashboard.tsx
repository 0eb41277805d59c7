import { Link } from 'react-router';
import { BadgePercent, Building2 } from 'lucide-react';
import { formatPounds } from '@stepup/domain';
import { Alert, buttonClassName, Card, Preloader } from '@stepup/ui';
import { useAdminCampaigns } from '../api/get-admin-campaigns';
import { useAdminCompanies } from '../api/get-admin-companies';
import { useAdminCounters } from '../api/get-admin-counters';
import { formatDay } from './format';
import { PlatformFigures } from '../../dashboards/components/platform-figures';

const SHORT_LIST = 5;

/**
 * /admin/dashboard: what awaits review, with the first few of each linking to their screens, then
 * the platform's figures and charts over a period.
 */
export function AdminDashboard() {
  const counters = useAdminCounters();
  const companies = useAdminCompanies({ status: 'pending' });
  const campaigns = useAdminCampaigns({ status: 'pending' });

  return (
    <div className="review-dashboard">
      {counters.isError ? <Alert tone="danger">{counters.error.message}</Alert> : null}
      <ul className="review-stats" aria-label="Awaiting review">
        <li>
          <Building2 aria-hidden="true" size={24} />
          <span className="review-stats__value">{counters.data?.newCompanies ?? '–'}</span>
          <span className="review-stats__label">New companies</span>
        </li>
        <li>
          <BadgePercent aria-hidden="true" size={24} />
          <span className="review-stats__value">{counters.data?.pendingCampaigns ?? '–'}</span>
          <span className="review-stats__label">Pending campaigns</span>
        </li>
      </ul>
      <PlatformFigures />
      <div className="review-dashboard__lists">
        <Card className="review-section">
          <h2>New companies</h2>
          {companies.isPending ? (
            <Preloader label="Loading new companies" />
          ) : companies.isError ? (
            <Alert tone="danger">{companies.error.message}</Alert>
          ) : companies.data.length === 0 ? (
            <p>No companies are waiting for approval.</p>
          ) : (
            <ul className="review-short">
              {companies.data.slice(0, SHORT_LIST).map((c) => (
                <li key={c.id}>
                  <Link to={`/admin/companies/${c.id}`}>{c.name}</Link>
                  <span className="review-table__sub">Signed up {formatDay(c.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            to="/admin/companies?status=pending"
          >
            Review all new companies
          </Link>
        </Card>
        <Card className="review-section">
          <h2>Pending campaigns</h2>
          {campaigns.isPending ? (
            <Preloader label="Loading pending campaigns" />
          ) : campaigns.isError ? (
            <Alert tone="danger">{campaigns.error.message}</Alert>
          ) : campaigns.data.length === 0 ? (
            <p>No campaign requests are waiting for review.</p>
          ) : (
            <ul className="review-short">
              {campaigns.data.slice(0, SHORT_LIST).map((c) => (
                <li key={c.id}>
                  <Link to={`/admin/campaigns?status=pending&q=${encodeURIComponent(c.name)}`}>
                    {c.name}
                  </Link>
                  <span className="review-table__sub">
                    {c.companyName} · {c.faceValuesPence.map(formatPounds).join(' / ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
            to="/admin/campaigns?status=pending"
          >
            Review all pending campaigns
          </Link>
        </Card>
      </div>
    </div>
  );
}
