// The interaction log (/admin/admin-actions): the actions it records and their labels, the changed
// fields an entry keeps (before → after), its page size and its CSV export. The log itself is
// append-only: nothing here or on the server edits or deletes an entry.

import { csvField, penceAsPoundsText } from './company-sales';
import { formatPounds } from './money';
import {
  INTERACTION_LOG_ACTIONS,
  INTERACTION_LOG_ACTORS,
  INTERACTION_LOG_FIELDS,
  INTERACTION_LOG_NO,
  INTERACTION_LOG_NONE,
  INTERACTION_LOG_TARGET_TYPES,
  INTERACTION_LOG_YES,
  interactionLogChangeLine,
} from './messages';
import { ukDateTime, ukNumericDateTime } from './uk-time';

/** How many entries one page of the log shows. */
export const INTERACTION_LOG_PAGE_SIZE = 50;

export type InteractionLogAction = keyof typeof INTERACTION_LOG_ACTIONS;
/** Every action the platform writes today (the filter's choices). */
export const interactionLogActions = Object.keys(INTERACTION_LOG_ACTIONS) as InteractionLogAction[];

export type InteractionLogTargetType = keyof typeof INTERACTION_LOG_TARGET_TYPES;
export const interactionLogTargetTypes = Object.keys(
  INTERACTION_LOG_TARGET_TYPES,
) as InteractionLogTargetType[];

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** The action in words; an action this list does not know yet shows its code rather than nothing. */
export const interactionLogActionLabel = (action: string): string =>
  has(INTERACTION_LOG_ACTIONS, action)
    ? INTERACTION_LOG_ACTIONS[action as InteractionLogAction]
    : action;

export const interactionLogTargetLabel = (type: string | null): string =>
  type && has(INTERACTION_LOG_TARGET_TYPES, type)
    ? INTERACTION_LOG_TARGET_TYPES[type as InteractionLogTargetType]
    : (type ?? '');

/** An admin's email as written, or who acted when no person did ('system', 'provider'). */
export const interactionLogActorLabel = (label: string | null): string =>
  label === null ? '' : has(INTERACTION_LOG_ACTORS, label) ? INTERACTION_LOG_ACTORS[label]! : label;

type Fields = Record<string, unknown>;

/** A value as an entry keeps it: instants as ISO text, so before and after compare and read alike. */
const stored = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * What a change did, for its log entry: the fields `changes` sets whose value differs from
 * `current`, as `{ before, after }` (only those fields, so the entry says what changed).
 */
export function changedFields(current: Fields, changes: Fields): { before: Fields; after: Fields } {
  const before: Fields = {};
  const after: Fields = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const was = stored(current[field]);
    const now = stored(value);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    before[field] = was;
    after[field] = now;
  }
  return { before, after };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A kept value in words: Yes/No, pounds for a field in pence, UK date and time, or 'none'. */
export function interactionLogValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return INTERACTION_LOG_NONE;
  if (Number.isSafeInteger(value) && field.endsWith('Pence')) return formatPounds(value as number);
  if (typeof value === 'boolean') return value ? INTERACTION_LOG_YES : INTERACTION_LOG_NO;
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return ukDateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An entry's before → after, one line per changed field ('Status: pending → live'). */
export function interactionLogChanges(data: Fields | null | undefined): string[] {
  if (!data) return [];
  const before = isFields(data.before) ? data.before : {};
  const after = isFields(data.after) ? data.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) =>
    interactionLogChangeLine(
      INTERACTION_LOG_FIELDS[field] ?? field,
      interactionLogValue(before[field], field),
      interactionLogValue(after[field], field),
    ),
  );
}

/** An entry as the list and its CSV read it (the contracts' InteractionLogEntry). */
export interface InteractionLogRecord {
  id: string;
  at: string | Date;
  actorUserId: string | null;
  actorLabel: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  data: Fields | null;
}

/** The amount an entry records (refunds, disputes), in pounds, or ''. */
export const interactionLogAmountText = (data: Fields | null): string =>
  Number.isSafeInteger(data?.amountPence) ? penceAsPoundsText(data!.amountPence as number) : '';

/** The amount an entry records as the screen shows it ('£12.50'), or null. */
export const interactionLogAmountPounds = (data: Fields | null): string | null =>
  Number.isSafeInteger(data?.amountPence) ? formatPounds(data!.amountPence as number) : null;

/** The reason an entry records (a denial, a rejection, a refund, a dispute), or ''. */
export const interactionLogReasonText = (data: Fields | null): string =>
  typeof data?.reason === 'string' ? data.reason : '';

export const INTERACTION_LOG_CSV_HEADER = [
  'date',
  'actor',
  'actorId',
  'action',
  'actionCode',
  'targetType',
  'targetId',
  'changes',
  'amount',
  'reason',
  'entryId',
];

/** The entries as a CSV file's text: a header row, one row per entry, CRLF line ends. */
export function interactionLogCsv(rows: readonly InteractionLogRecord[]): string {
  const lines = [INTERACTION_LOG_CSV_HEADER.map(csvField).join(',')];
  for (const row of rows) {
    lines.push(
      [
        ukNumericDateTime(row.at),
        row.actorLabel ?? '',
        row.actorUserId ?? '',
        interactionLogActionLabel(row.action),
        row.action,
        row.targetType ?? '',
        row.targetId ?? '',
        interactionLogChanges(row.data).join('; '),
        interactionLogAmountText(row.data),
        interactionLogReasonText(row.data),
        row.id,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
