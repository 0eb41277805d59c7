import { Eye } from 'lucide-react';
import { formatPounds, stepSalesPercent } from '@stepup/domain';
import { Alert, Card, EmptyState, Preloader } from '@stepup/ui';
import { useCompanyView } from '../api/get-company-view';
import { StatusBadge } from './status-badge';

/**
 * "View as company", read-only: the figures the company's dashboard shows (its campaigns, sales
 * per step, % sold, and its sales summary). No session is borrowed: it is the admin's own view.
 */
export function CompanyView({ id }: { id: string }) {
  const view = useCompanyView(id);
  if (view.isPending) return <Preloader label="Loading the company's dashboard" />;
  if (view.isError) return <Alert tone="danger">{view.error.message}</Alert>;
  const { company, campaigns, sales } = view.data;
  return (
    <div className="review-view">
      <Alert tone="info">
        <Eye aria-hidden="true" size={16} className="inline-icon" /> Read-only: you are seeing{' '}
        {company.name}&apos;s dashboard figures. Nothing here can be changed. Figures are
        indicative.
      </Alert>
      <ul className="review-stats" aria-label="Sales summary">
        <li>
          <span className="review-stats__value">{sales.vouchersSold}</span>
          <span className="review-stats__label">Vouchers sold</span>
        </li>
        <li>
          <span className="review-stats__value">{formatPounds(sales.faceValuePence)}</span>
          <span className="review-stats__label">Voucher value sold</span>
        </li>
        <li>
          <span className="review-stats__value">{formatPounds(sales.paidPence)}</span>
          <span className="review-stats__label">Paid by customers</span>
        </li>
        <li>
          <span className="review-stats__value">{sales.redeemed}</span>
          <span className="review-stats__label">Redeemed</span>
        </li>
      </ul>
      <h2 className="review-heading">Campaigns</h2>
      {campaigns.length === 0 ? (
        <EmptyState title="No campaigns yet" headingLevel={3}>
          The company has not requested a campaign.
        </EmptyState>
      ) : (
        <div className="review-view__campaigns">
          {campaigns.map((c) => (
            <Card key={c.id} className="review-section">
              <div className="review-view__head">
                <h3>{c.name}</h3>
                <StatusBadge status={c.status} />
              </div>
              <p className="review-table__sub">
                {c.faceValuesPence.map(formatPounds).join(' / ')} · total{' '}
                {formatPounds(c.totalValuePence)} per step
              </p>
              <ul className="review-steps">
                {c.stepSalesPence.map((salesPence, i) => {
                  const percent = stepSalesPercent(salesPence, c.totalValuePence);
                  return (
                    <li key={i}>
                      <span>
                        Step {i + 1} ({c.discounts[i]}% off): {formatPounds(salesPence)} sold
                      </span>
                      <span className="review-bar" aria-hidden="true">
                        <span style={{ width: `${percent}%` }} />
                      </span>
                      <span className="review-steps__pct">{percent}%</span>
                    </li>
                  );
                })}
              </ul>
              <p className="review-view__overall">
                Overall {c.soldPercent}% sold · sales value {formatPounds(c.salesValuePence)}
              </p>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
