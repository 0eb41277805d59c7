import { PageTitle } from '@stepup/ui';
import { CompanyDashboard } from '../features/campaigns/components/company-dashboard';
import { DashboardNotifications } from '../features/company-notifications/components/dashboard-notifications';
import { OnboardingChecklist } from '../features/onboarding/onboarding-checklist';
import '../features/campaigns/components/campaigns.css';
import '../features/custom-offers/components/offers.css';
import '../features/dashboards/components/dashboards.css';

/**
 * The company dashboard: what is left to set up, the admins' notifications, the switches, and each
 * campaign's figures.
 */
export function DashboardRoute() {
  return (
    <div className="page">
      <OnboardingChecklist />
      <PageTitle lead="Sales per step, % sold, sales and loyalty drawn, top-ups, your online status and redemptions.">
        Dashboard
      </PageTitle>
      <DashboardNotifications />
      <CompanyDashboard />
    </div>
  );
}
