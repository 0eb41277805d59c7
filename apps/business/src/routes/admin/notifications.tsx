import {
  COMPANY_NOTIFICATIONS_TAB,
  EMAIL_TEMPLATES_TAB,
  NOTIFICATIONS_LEAD,
  NOTIFICATIONS_TABS_LABEL,
  NOTIFICATIONS_TITLE,
} from '@stepup/domain';
import { PageTitle } from '@stepup/ui';
import { ReadOnlyNotice } from '../../features/admin-access/components/read-only-notice';
import { PageTabs } from '../../features/page-tabs/page-tabs';
import type { PageTab } from '../../features/page-tabs/page-tabs';
import { AdminCompanyNotifications } from '../../features/company-notifications/components/admin-company-notifications';
import { EmailTemplates } from '../../features/email-templates/components/email-templates';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admins/components/admins.css';
import '../../features/basic-information/basic-information.css';

/** The screen's tabs, in order; `?tab=<id>` chooses one (the first by default). */
const tabs: PageTab[] = [
  { id: 'email-templates', label: EMAIL_TEMPLATES_TAB, element: <EmailTemplates /> },
  {
    id: 'company-notifications',
    label: COMPANY_NOTIFICATIONS_TAB,
    element: <AdminCompanyNotifications />,
  },
];

/**
 * /admin/notifications (docs/product.md#email-templates, #company-notifications): the wording of
 * every email the platform sends, and the messages companies see on their dashboard. Gated on the
 * notifications area in the router; a level that only reads it sees both without their controls.
 */
export function AdminNotificationsRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={NOTIFICATIONS_LEAD}>
        {NOTIFICATIONS_TITLE}
      </PageTitle>
      <ReadOnlyNotice area="notifications" />
      <PageTabs label={NOTIFICATIONS_TABS_LABEL} tabs={tabs} />
    </div>
  );
}
