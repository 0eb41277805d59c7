import { useId } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_LIST_JOINED_FROM_LABEL } from '@stepup/domain';
import { Button, TextField } from '@stepup/ui';
import { DateRangeFields } from '../../admin-lists/list-parts';

/**
 * The admin lists' filter: a status and a search text (and, with `joined`, the UK days the rows
 * signed up on), kept in the page's query string (so a filtered list can be linked to and
 * survives a reload).
 */
export function ReviewFilter({
  label,
  statuses,
  searchLabel,
  joined = false,
}: {
  /** The search region's name, e.g. 'Find companies'. */
  label: string;
  statuses: readonly { value: string; label: string }[];
  searchLabel: string;
  /** Joined from / To date fields (`from`, `to`): the dashboard's New companies links to them. */
  joined?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const statusId = useId();

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    const status = String(form.get('status') ?? '');
    const q = String(form.get('q') ?? '').trim();
    if (status) next.status = status;
    if (q) next.q = q;
    for (const key of joined ? (['from', 'to'] as const) : []) {
      const day = String(form.get(key) ?? '');
      if (day) next[key] = day;
    }
    setParams(next);
  }

  return (
    <form
      className="review-filter"
      role="search"
      aria-label={label}
      onSubmit={onFilter}
      key={params.toString()}
    >
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={statusId}>
          Status
        </label>
        <select
          id={statusId}
          name="status"
          className="ui-input"
          defaultValue={params.get('status') ?? ''}
        >
          {statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={searchLabel}
        name="q"
        type="search"
        defaultValue={params.get('q') ?? ''}
        placeholder="Search by name"
      />
      {joined ? (
        <>
          <DateRangeFields
            className="review-filter__date"
            value={(key: 'from' | 'to') => params.get(key) ?? ''}
            fromLabel={ADMIN_LIST_JOINED_FROM_LABEL}
          />
        </>
      ) : null}
      <Button type="submit">Show</Button>
    </form>
  );
}
