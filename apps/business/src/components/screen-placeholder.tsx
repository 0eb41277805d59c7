import { Hourglass } from 'lucide-react';
import { ComingSoon, PageTitle } from '@stepup/ui';
import { adminMenu, companyMenu } from '../lib/menus';

/** A tidy placeholder for a menu screen built in a later issue: its name and what it will do. */
export function ScreenPlaceholder({ path }: { path: string }) {
  const isAdmin = path.startsWith('/admin/');
  const item = (isAdmin ? adminMenu : companyMenu).find((entry) => entry.to === path);
  if (!item) throw new Error(`No menu entry for ${path}`);
  const Icon = item.icon;
  return (
    <div className="page">
      <PageTitle breadcrumb={[isAdmin ? 'Admin' : 'Company', item.label]} lead={item.description}>
        {item.label}
      </PageTitle>
      <ComingSoon icon={<Icon size={32} />}>
        This screen is coming soon.{' '}
        <Hourglass aria-hidden="true" size={18} className="inline-icon" />
      </ComingSoon>
    </div>
  );
}
