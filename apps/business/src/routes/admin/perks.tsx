import { PageTitle } from '@stepup/ui';
import { ADMIN_PERKS_LEAD, ADMIN_PERKS_TITLE } from '@stepup/domain';
import { PerksAdmin } from '../../features/admin-perks/components/perks-admin';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admins/components/admins.css';
import '../../features/admin-customers/components/admin-customers.css';

/** /admin/perks: perks offered to companies and the Perks tab switch (behind AdminAreaGate 'perks'). */
export function AdminPerksRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={ADMIN_PERKS_LEAD}>
        {ADMIN_PERKS_TITLE}
      </PageTitle>
      <PerksAdmin />
    </div>
  );
}
