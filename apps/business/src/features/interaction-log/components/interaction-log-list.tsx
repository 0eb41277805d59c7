import { useId } from 'react';
import { Link } from 'react-router';
import { ScrollText } from 'lucide-react';
import type { InteractionLogEntry, InteractionLogQuery } from '@stepup/contracts';
import {
  INTERACTION_LOG_ACTION_LABEL,
  INTERACTION_LOG_ACTIONS,
  INTERACTION_LOG_ACTOR_LABEL,
  INTERACTION_LOG_ACTOR_PLACEHOLDER,
  INTERACTION_LOG_ALL_ACTIONS,
  INTERACTION_LOG_ALL_TARGETS,
  INTERACTION_LOG_CAPTION,
  INTERACTION_LOG_COLUMNS,
  INTERACTION_LOG_EMPTY,
  INTERACTION_LOG_EMPTY_FILTERED,
  INTERACTION_LOG_EMPTY_TITLE,
  INTERACTION_LOG_FILTER_LABEL,
  INTERACTION_LOG_LOADING,
  INTERACTION_LOG_NO_CHANGE,
  INTERACTION_LOG_TARGET_ID_LABEL,
  INTERACTION_LOG_TARGET_TYPE_LABEL,
  INTERACTION_LOG_TARGET_TYPES,
  interactionLogActionLabel,
  interactionLogActions,
  interactionLogActorLabel,
  interactionLogAmount,
  interactionLogAmountPounds,
  interactionLogChanges,
  interactionLogCount,
  interactionLogReason,
  interactionLogReasonText,
  interactionLogTargetLabel,
  interactionLogTargetTypes,
  ukNumericDateTime,
} from '@stepup/domain';
import { Alert, EmptyState, Preloader, TextField, useApiClient } from '@stepup/ui';
import { ListPager, usePageParam } from '../../admin-lists/list-pager';
import { AdminListToolbar, DateRangeFields, FilterButtons } from '../../admin-lists/list-parts';
import { useFilterForm } from '../../admin-lists/use-filter-form';
import { useInteractionLog } from '../api/get-interaction-log';

const FILTER_KEYS = ['action', 'targetType', 'targetId', 'actor', 'from', 'to'] as const;

function Filters() {
  const form = useFilterForm(FILTER_KEYS);
  const ids = { action: useId(), targetType: useId() };

  return (
    <form
      className="review-filter log-filter"
      role="search"
      aria-label={INTERACTION_LOG_FILTER_LABEL}
      onSubmit={form.onSubmit}
      key={form.formKey}
    >
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={ids.action}>
          {INTERACTION_LOG_ACTION_LABEL}
        </label>
        <select
          id={ids.action}
          name="action"
          className="ui-input"
          defaultValue={form.value('action')}
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
          defaultValue={form.value('targetType')}
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
        defaultValue={form.value('targetId')}
      />
      <TextField
        className="log-filter__text"
        label={INTERACTION_LOG_ACTOR_LABEL}
        name="actor"
        type="search"
        maxLength={254}
        defaultValue={form.value('actor')}
        placeholder={INTERACTION_LOG_ACTOR_PLACEHOLDER}
      />
      <DateRangeFields className="log-filter__date" value={form.value} />
      <FilterButtons clearTo="/admin/admin-actions" isFiltered={form.isFiltered} />
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
  const { filters, isFiltered } = useFilterForm(FILTER_KEYS);
  const page = usePageParam();
  const query = filters as Omit<InteractionLogQuery, 'page'>;
  const log = useInteractionLog(page > 1 ? { ...query, page } : query);

  const data = log.data;

  return (
    <>
      <Filters />
      {log.isPending ? (
        <Preloader label={INTERACTION_LOG_LOADING} />
      ) : log.isError ? (
        <Alert tone="danger">{log.error.message}</Alert>
      ) : data!.total === 0 ? (
        <EmptyState title={INTERACTION_LOG_EMPTY_TITLE} icon={<ScrollText size={32} />}>
          {isFiltered ? INTERACTION_LOG_EMPTY_FILTERED : INTERACTION_LOG_EMPTY}
        </EmptyState>
      ) : (
        <>
          <AdminListToolbar
            count={interactionLogCount(data!.total, data!.totalCapped)}
            csvUrl={client.admin.interactionLogCsvUrl(query)}
          />
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
          <ListPager
            total={data!.total}
            pageSize={data!.pageSize}
            totalCapped={data!.totalCapped}
          />
        </>
      )}
    </>
  );
}
