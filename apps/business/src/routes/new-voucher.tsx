import { Link } from 'react-router';
import { Alert, Button, errorMessage, PageTitle, Preloader } from '@stepup/ui';
import { REQUEST_ALREADY_PENDING } from '@stepup/domain';
import { OwnerOnly } from '../features/team/components/owner-only';
import { useCancelCampaignRequest } from '../features/campaigns/api/cancel-campaign-request';
import { useCompanyDashboard } from '../features/campaigns/api/get-company-dashboard';
import { CampaignRequestForm } from '../features/campaigns/components/campaign-request-form';
import '../features/campaigns/components/campaigns.css';

/** Create New Campaign (docs/product.md#menus, docs/product.md#campaign-rules). */
export function NewVoucherRoute() {
  const dashboard = useCompanyDashboard();
  const cancel = useCancelCampaignRequest();
  const pending = dashboard.data?.pendingRequest;
  return (
    <div className="page">
      <PageTitle
        breadcrumb={[
          <Link key="d" to="/dashboard">
            Dashboard
          </Link>,
          'Create New Campaign',
        ]}
        lead="Set three voucher values and three stepped discounts; we review every request before it goes live."
      >
        Create New Campaign
      </PageTitle>
      <OwnerOnly action="manageCampaigns">
        {dashboard.isPending ? (
          <Preloader label="Loading" />
        ) : dashboard.isError ? (
          <Alert tone="danger">
            {errorMessage(dashboard.error, 'Failed to load your company')}
          </Alert>
        ) : (
          <>
            {pending ? (
              <div className="pending-request">
                <Alert tone="info">
                  {REQUEST_ALREADY_PENDING}: “{pending.name}”.
                </Alert>
                <Button
                  variant="secondary"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(pending.id)}
                >
                  Cancel request
                </Button>
              </div>
            ) : null}
            <CampaignRequestForm companyName={dashboard.data.company.name} />
          </>
        )}
      </OwnerOnly>
    </div>
  );
}
