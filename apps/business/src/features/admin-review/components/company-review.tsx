import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Eye, X } from 'lucide-react';
import type { AdminCompanyDetail } from '@stepup/contracts';
import { UPDATE_SUCCESSFUL } from '@stepup/domain';
import { Alert, Button, buttonClassName, Card, Preloader } from '@stepup/ui';
import { useAdminMayWrite } from '../../admin-access/components/read-only-notice';
import { useDecideCompany } from '../api/decide-company';
import { useAdminCompany } from '../api/get-admin-company';
import { formatDay } from './format';
import { ReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';

const missing = <span className="review-missing">Not given</span>;
const orMissing = (value: string | null | undefined): ReactNode => value?.trim() || missing;

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

function Picture({ label, url, wide }: { label: string; url: string | null; wide?: boolean }) {
  return (
    <figure className="review-picture">
      {url ? (
        <img
          src={url}
          alt={`${label}`}
          className={wide ? 'review-picture__img review-picture__img--wide' : 'review-picture__img'}
        />
      ) : (
        <div className="review-picture__none">No image</div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function Decision({ company }: { company: AdminCompanyDetail }) {
  const decide = useDecideCompany(company.id);
  const [denying, setDenying] = useState(false);
  const [done, setDone] = useState<string>();
  // A level that only reads companies decides nothing; "View as company" only reads, so it stays.
  const mayWrite = useAdminMayWrite('companies');

  const approve = () =>
    decide.mutate(
      { decision: 'approve' },
      { onSuccess: () => setDone(`${UPDATE_SUCCESSFUL}: ${company.name} is approved.`) },
    );

  return (
    <div className="review-decision">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {decide.isError && !denying ? <Alert tone="danger">{decide.error.message}</Alert> : null}
      <div className="review-decision__buttons">
        {mayWrite && company.status !== 'approved' ? (
          <Button onClick={approve} disabled={decide.isPending}>
            <Check aria-hidden="true" size={18} />
            Approve company
          </Button>
        ) : null}
        {mayWrite && company.status !== 'denied' ? (
          <Button
            variant="secondary"
            onClick={() => {
              decide.reset();
              setDenying(true);
            }}
          >
            <X aria-hidden="true" size={18} />
            Deny company
          </Button>
        ) : null}
        <Link
          className={buttonClassName({ variant: 'ghost' })}
          to={`/admin/companies/${company.id}/view`}
        >
          <Eye aria-hidden="true" size={18} />
          View as company
        </Link>
      </div>
      {denying ? (
        <ReasonDialog
          title={`Deny ${company.name}?`}
          lead="The company's owners are emailed that it was not approved, with your reason."
          confirmLabel="Deny company"
          pending={decide.isPending}
          error={decide.isError ? decide.error.message : undefined}
          onClose={() => setDenying(false)}
          onConfirm={(reason) =>
            decide.mutate(
              { decision: 'deny', reason },
              {
                onSuccess: () => {
                  setDenying(false);
                  setDone(`${UPDATE_SUCCESSFUL}: ${company.name} is denied.`);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}

/** /admin/companies/:id: everything an admin checks before approving a business. */
export function CompanyReview({ id }: { id: string }) {
  const company = useAdminCompany(id);
  if (company.isPending) return <Preloader label="Loading the company" />;
  if (company.isError) return <Alert tone="danger">{company.error.message}</Alert>;
  const c = company.data;
  const address = !c.compliance.addressLine1?.trim()
    ? ''
    : [
        c.compliance.addressLine1,
        c.compliance.addressLine2,
        c.compliance.city,
        c.compliance.postcode,
        c.compliance.country,
      ]
        .filter((part) => part?.trim())
        .join(', ');
  return (
    <div className="review-company">
      <div className="review-company__status">
        <StatusBadge status={c.status} />
        <span>Signed up {formatDay(c.createdAt)}</span>
      </div>
      {c.lastDecision?.reason ? (
        <Alert tone="info">
          Last decision ({c.lastDecision.action === 'company.deny' ? 'denied' : 'approved'} by{' '}
          {c.lastDecision.by ?? 'an admin'}, {formatDay(c.lastDecision.at)}):{' '}
          {c.lastDecision.reason}
        </Alert>
      ) : null}
      <Decision company={c} />
      <div className="review-company__grid">
        <Card className="review-section">
          <h2>Basic information</h2>
          <Facts
            rows={[
              ['Company name', c.name],
              ['Trading name', orMissing(c.tradingName)],
              [
                'Website',
                c.website ? (
                  <a href={c.website} target="_blank" rel="noreferrer noopener">
                    {c.website}
                  </a>
                ) : (
                  missing
                ),
              ],
              ['Description', orMissing(c.description)],
              ['Category', orMissing(c.category)],
              ['Owners', c.owners.map((o) => `${o.name} (${o.email})`).join(', ') || missing],
            ]}
          />
        </Card>
        <Card className="review-section">
          <h2>Compliance data</h2>
          <Facts
            rows={[
              ['Company number', orMissing(c.compliance.registeredNumber)],
              ['Registered address', orMissing(address)],
              ['Contact email', orMissing(c.compliance.contactEmail)],
              ['Contact phone', orMissing(c.compliance.contactPhone)],
            ]}
          />
        </Card>
        <Card className="review-section">
          <h2>Payments</h2>
          <p className={c.paymentsConnected ? 'review-yes' : 'review-no'}>
            {c.paymentsConnected ? 'Payments account connected' : 'Payments not connected yet'}
          </p>
          <Facts rows={[['Campaigns', String(c.campaignCount)]]} />
        </Card>
        <Card className="review-section review-section--wide">
          <h2>Images</h2>
          <div className="review-pictures">
            <Picture label="Logo" url={c.images.logoUrl} />
            <Picture label="Primary image" url={c.images.primaryImageUrl} wide />
            <Picture label="Voucher image" url={c.images.voucherImageUrl} wide />
          </div>
        </Card>
      </div>
    </div>
  );
}
