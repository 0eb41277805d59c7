import { PageTitle } from '@stepup/ui';
import { PERMISSION_LEVELS_LEAD, PERMISSION_LEVELS_TITLE } from '@stepup/domain';
import { LevelsList } from '../../features/permission-levels/components/levels-list';
import '../../features/admin-review/components/admin-review.css';
import '../../features/admins/components/admins.css';

export function AdminRolesRoute() {
  return (
    <div className="page">
      <PageTitle breadcrumb={['Admin']} lead={PERMISSION_LEVELS_LEAD}>
        {PERMISSION_LEVELS_TITLE}
      </PageTitle>
      <LevelsList />
    </div>
  );
}
