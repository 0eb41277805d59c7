import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Download } from 'lucide-react';
import {
  ADMIN_LIST_CLEAR,
  ADMIN_LIST_EXPORT,
  ADMIN_LIST_FROM_LABEL,
  ADMIN_LIST_SHOW,
  ADMIN_LIST_TO_LABEL,
} from '@stepup/domain';
import { Button, buttonClassName, TextField } from '@stepup/ui';
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

/**
 * A list filter's UK calendar days, both included: the `from` and `to` fields (the address keeps
 * them as YYYY-MM-DD). `fromLabel` names what the days are of ("Joined from" on people lists).
 */
export function DateRangeFields({
  value,
  className,
  fromLabel = ADMIN_LIST_FROM_LABEL,
}: {
  /** The field's default, from the address (useFilterForm's `value`). */
  value: (key: 'from' | 'to') => string;
  className: string;
  fromLabel?: string;
}) {
  return (
    <>
      <TextField
        className={className}
        label={fromLabel}
        name="from"
        type="date"
        defaultValue={value('from')}
      />
      <TextField
        className={className}
        label={ADMIN_LIST_TO_LABEL}
        name="to"
        type="date"
        defaultValue={value('to')}
      />
    </>
  );
}
