import { Hourglass } from 'lucide-react';
import { PageTitle } from '@stepup/ui';
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
      <div className="coming-soon">
        <span className="coming-soon__icon" aria-hidden="true">
          <Icon size={32} />
        </span>
        <p className="coming-soon__text">
          This screen is coming soon.{' '}
          <Hourglass aria-hidden="true" size={18} className="inline-icon" />
        </p>
      </div>
    </div>
  );
}
