import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import { ADMIN_LIST_CLEAR, ADMIN_LIST_EXPORT, ADMIN_LIST_SHOW } from '@stepup/domain';
import { Button, buttonClassName } from '@stepup/ui';
import './admin-lists.css';

/** The end of an admin list's filter form: Show, and Clear filters (back to `clearTo`) when any is set. */
export function FilterButtons({ clearTo, isFiltered }: { clearTo: string; isFiltered: boolean }) {
  return (
    <div className="admin-list-filter__buttons">
      <Button type="submit">{ADMIN_LIST_SHOW}</Button>
      {isFiltered ? (
        <Link className={buttonClassName({ variant: 'link' })} to={clearTo}>
          {ADMIN_LIST_CLEAR}
        </Link>
      ) : null}
    </div>
  );
}

/** Above an admin list's table: how many it holds, and its CSV export when it has one. */
export function AdminListToolbar({ count, csvUrl }: { count: ReactNode; csvUrl?: string }) {
  return (
    <div className="admin-list-toolbar">
      <p className="admin-list-count" aria-live="polite">
        {count}
      </p>
      {csvUrl ? (
        <a
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          href={csvUrl}
          download
        >
          <Download size={16} aria-hidden="true" /> {ADMIN_LIST_EXPORT}
        </a>
      ) : null}
    </div>
  );
}
