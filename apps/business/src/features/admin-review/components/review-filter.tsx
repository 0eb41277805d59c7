import { useId } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, TextField } from '@stepup/ui';

/**
 * The admin lists' filter: a status and a search text, kept in the page's query string (so a
 * filtered list can be linked to and survives a reload).
 */
export function ReviewFilter({
  label,
  statuses,
  searchLabel,
}: {
  /** The search region's name, e.g. 'Find companies'. */
  label: string;
  statuses: readonly { value: string; label: string }[];
  searchLabel: string;
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
      <Button type="submit">Show</Button>
    </form>
  );
}
