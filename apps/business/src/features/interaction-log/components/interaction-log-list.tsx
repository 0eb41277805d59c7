import { useId } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download, ScrollText } from 'lucide-react';
import type { InteractionLogEntry, InteractionLogQuery } from '@stepup/contracts';
import {
  INTERACTION_LOG_ACTION_LABEL,
  INTERACTION_LOG_ACTIONS,
  INTERACTION_LOG_ACTOR_LABEL,
  INTERACTION_LOG_ACTOR_PLACEHOLDER,
  INTERACTION_LOG_ALL_ACTIONS,
  INTERACTION_LOG_ALL_TARGETS,
  INTERACTION_LOG_CAPTION,
  ADMIN_LIST_CLEAR,
  INTERACTION_LOG_COLUMNS,
  INTERACTION_LOG_EMPTY,
  INTERACTION_LOG_EMPTY_FILTERED,
  INTERACTION_LOG_EMPTY_TITLE,
  ADMIN_LIST_EXPORT,
  INTERACTION_LOG_FILTER_LABEL,
  ADMIN_LIST_FROM_LABEL,
  INTERACTION_LOG_LOADING,
  ADMIN_LIST_NEXT,
  INTERACTION_LOG_NO_CHANGE,
  ADMIN_LIST_PREVIOUS,
  ADMIN_LIST_SHOW,
  INTERACTION_LOG_TARGET_ID_LABEL,
  INTERACTION_LOG_TARGET_TYPE_LABEL,
  INTERACTION_LOG_TARGET_TYPES,
  ADMIN_LIST_TO_LABEL,
  interactionLogActionLabel,
  interactionLogActions,
  interactionLogActorLabel,
  interactionLogAmount,
  interactionLogAmountPounds,
  interactionLogChanges,
  interactionLogCount,
  adminListPageOf,
  interactionLogReason,
  interactionLogReasonText,
  interactionLogTargetLabel,
  interactionLogTargetTypes,
  ukNumericDateTime,
} from '@stepup/domain';
import {
  Alert,
  Button,
  buttonClassName,
  EmptyState,
  Preloader,
  TextField,
  useApiClient,
} from '@stepup/ui';
import { useInteractionLog } from '../api/get-interaction-log';

const FILTER_KEYS = ['action', 'targetType', 'targetId', 'actor', 'from', 'to'] as const;

/** The filters as the page's query string holds them (so a filtered log can be linked to). */
function filtersOf(params: URLSearchParams): Omit<InteractionLogQuery, 'page'> {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters as Omit<InteractionLogQuery, 'page'>;
}

function Filters() {
  const [params, setParams] = useSearchParams();
  const ids = { action: useId(), targetType: useId() };

  function onFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next[key] = value;
    }
    setParams(next);
  }

  return (
    <form
      className="review-filter log-filter"
      role="search"
      aria-label={INTERACTION_LOG_FILTER_LABEL}
      onSubmit={onFilter}
      key={params.toString()}
    >
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.action}>
          {INTERACTION_LOG_ACTION_LABEL}
        </label>
        <select
          id={ids.action}
          name="action"
          className="ui-input"
          defaultValue={params.get('action') ?? ''}
        >
          <option value="">{INTERACTION_LOG_ALL_ACTIONS}</option>
          {interactionLogActions.map((action) => (
            <option key={action} value={action}>
              {INTERACTION_LOG_ACTIONS[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.targetType}>
          {INTERACTION_LOG_TARGET_TYPE_LABEL}
        </label>
        <select
          id={ids.targetType}
          name="targetType"
          className="ui-input"
          defaultValue={params.get('targetType') ?? ''}
        >
          <option value="">{INTERACTION_LOG_ALL_TARGETS}</option>
          {interactionLogTargetTypes.map((type) => (
            <option key={type} value={type}>
              {INTERACTION_LOG_TARGET_TYPES[type]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        className="log-filter__text"
        label={INTERACTION_LOG_TARGET_ID_LABEL}
        name="targetId"
        maxLength={100}
        defaultValue={params.get('targetId') ?? ''}
      />
      <TextField
        className="log-filter__text"
        label={INTERACTION_LOG_ACTOR_LABEL}
        name="actor"
        type="search"
        maxLength={254}
        defaultValue={params.get('actor') ?? ''}
        placeholder={INTERACTION_LOG_ACTOR_PLACEHOLDER}
      />
      <TextField
        className="log-filter__date"
        label={ADMIN_LIST_FROM_LABEL}
        name="from"
        type="date"
        defaultValue={params.get('from') ?? ''}
      />
      <TextField
        className="log-filter__date"
        label={ADMIN_LIST_TO_LABEL}
        name="to"
        type="date"
        defaultValue={params.get('to') ?? ''}
      />
      <div className="log-filter__buttons">
        <Button type="submit">{ADMIN_LIST_SHOW}</Button>
        {FILTER_KEYS.some((key) => params.get(key)) ? (
          <Link className={buttonClassName({ variant: 'link' })} to="/admin/admin-actions">
            {ADMIN_LIST_CLEAR}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** Where the admin area shows the entry's target, if it has a screen for it. */
function targetHref(entry: InteractionLogEntry): string | null {
  const id = entry.targetId;
  if (!id) return null;
  const name = typeof entry.data?.name === 'string' ? entry.data.name : null;
  switch (entry.targetType) {
    case 'company':
      return `/admin/companies/${encodeURIComponent(id)}`;
    case 'payment':
      return `/admin/payments?${new URLSearchParams({ q: id })}`;
    // The customers list searches by email (a customer opens from there).
    case 'customer': {
      const email = typeof entry.data?.email === 'string' ? entry.data.email : null;
      return email ? `/admin/customers?${new URLSearchParams({ q: email })}` : null;
    }
    // The campaigns list searches by name (it has no page of its own).
    case 'campaign':
      return name ? `/admin/campaigns?${new URLSearchParams({ q: name })}` : null;
    default:
      return null;
  }
}

function Target({ entry }: { entry: InteractionLogEntry }) {
  const name = typeof entry.data?.name === 'string' ? entry.data.name : null;
  const href = targetHref(entry);
  const text = name ?? entry.targetId ?? '';
  return (
    <div>
      <span className="review-table__sub">{interactionLogTargetLabel(entry.targetType)}</span>
      {href ? (
        <Link className="review-table__name log-link" to={href}>
          {text}
        </Link>
      ) : (
        <span className="review-table__name">{text}</span>
      )}
      {name && entry.targetId ? (
        <span className="review-table__sub log-id">{entry.targetId}</span>
      ) : null}
    </div>
  );
}

/** Before → after, then the amount and the reason the entry kept. */
function Change({ entry }: { entry: InteractionLogEntry }) {
  const lines = interactionLogChanges(entry.data);
  const amount = interactionLogAmountPounds(entry.data);
  if (amount) lines.push(interactionLogAmount(amount));
  const reason = interactionLogReasonText(entry.data);
  if (reason) lines.push(interactionLogReason(reason));
  if (lines.length === 0) return <span className="log-none">{INTERACTION_LOG_NO_CHANGE}</span>;
  return (
    <ul className="log-changes">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

function Row({ entry }: { entry: InteractionLogEntry }) {
  return (
    <tr>
      <th scope="row" className="review-table__title">
        <time dateTime={entry.at} className="log-when">
          {ukNumericDateTime(entry.at)}
        </time>
      </th>
      <td data-label={INTERACTION_LOG_COLUMNS.actor} className="log-actor">
        {interactionLogActorLabel(entry.actorLabel)}
      </td>
      <td data-label={INTERACTION_LOG_COLUMNS.action}>
        <span className="review-table__name">{interactionLogActionLabel(entry.action)}</span>
      </td>
      <td data-label={INTERACTION_LOG_COLUMNS.target} className="review-table__wrap log-target">
        <Target entry={entry} />
      </td>
      <td data-label={INTERACTION_LOG_COLUMNS.change} className="log-change">
        <Change entry={entry} />
      </td>
    </tr>
  );
}

/** /admin/admin-actions: the interaction log, filtered on the server, paged and exported. */
export function InteractionLogList() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useInteractionLog(page > 1 ? { ...filters, page } : filters);
  const filtered = Object.keys(filters).length > 0;

  function goTo(next: number) {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
  }

  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <Filters />
      {log.isPending ? (
        <Preloader label={INTERACTION_LOG_LOADING} />
      ) : log.isError ? (
        <Alert tone="danger">{log.error.message}</Alert>
      ) : data!.total === 0 ? (
        <EmptyState title={INTERACTION_LOG_EMPTY_TITLE} icon={<ScrollText size={32} />}>
          {filtered ? INTERACTION_LOG_EMPTY_FILTERED : INTERACTION_LOG_EMPTY}
        </EmptyState>
      ) : (
        <>
          <div className="payments-toolbar">
            <p className="payments-count" aria-live="polite">
              {interactionLogCount(data!.total)}
            </p>
            <a
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
              href={client.admin.interactionLogCsvUrl(filters)}
              download
            >
              <Download size={16} aria-hidden="true" /> {ADMIN_LIST_EXPORT}
            </a>
          </div>
          <div className="review-table-wrap">
            <table className="review-table log-table">
              <caption className="ui-visually-hidden">{INTERACTION_LOG_CAPTION}</caption>
              <thead>
                <tr>
                  <th scope="col">{INTERACTION_LOG_COLUMNS.at}</th>
                  <th scope="col">{INTERACTION_LOG_COLUMNS.actor}</th>
                  <th scope="col">{INTERACTION_LOG_COLUMNS.action}</th>
                  <th scope="col">{INTERACTION_LOG_COLUMNS.target}</th>
                  <th scope="col">{INTERACTION_LOG_COLUMNS.change}</th>
                </tr>
              </thead>
              <tbody>
                {data!.entries.map((entry) => (
                  <Row key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className="payments-pager" aria-label={adminListPageOf(page, pages)}>
              <Button
                variant="secondary"
                size="small"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {ADMIN_LIST_PREVIOUS}
              </Button>
              <span aria-current="page">{adminListPageOf(page, pages)}</span>
              <Button
                variant="secondary"
                size="small"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                {ADMIN_LIST_NEXT}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
