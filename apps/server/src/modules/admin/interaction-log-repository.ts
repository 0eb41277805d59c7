import type { Database, SQL } from '@stepup/db';
import { ADMIN_LIST_COUNT_LIMIT } from '@stepup/domain';
import {
  and,
  auditLog,
  countUpToLimit,
  desc,
  eq,
  estimatedRowCount,
  gte,
  ilike,
  lt,
  sql,
} from '@stepup/db';

// The interaction log's reads. The log is append-only: this file (and the whole API) only selects;
// rows are written by interaction-log.ts in the transaction of the change they record.

/** What the log is filtered by, already read: instants and a trimmed actor. */
export interface InteractionLogFilters {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Part of the actor's label (an email, 'system', 'provider'), any case. */
  actor?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

/** `%text%` for ILIKE, with the admin's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filters: InteractionLogFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  // Type and id together read audit_log_target_idx; the newest-first order reads audit_log_at_idx.
  if (filters.targetType) where.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId) where.push(eq(auditLog.targetId, filters.targetId));
  if (filters.actor) where.push(ilike(auditLog.actorLabel, contains(filters.actor)));
  if (filters.from) where.push(gte(auditLog.at, filters.from));
  if (filters.until) where.push(lt(auditLog.at, filters.until));
  return where.length ? and(...where) : undefined;
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  actorLabel: auditLog.actorLabel,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  data: auditLog.data,
};

/** Entries matching the filters, newest first; all of them when `page` is undefined. */
export function findInteractionLog(
  db: Database,
  filters: InteractionLogFilters,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select(columns)
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type InteractionLogRow = Awaited<ReturnType<typeof findInteractionLog>>[number];

/**
 * How many entries match, counted up to ADMIN_LIST_COUNT_LIMIT (ADR 044). The whole log, once
 * PostgreSQL's estimate of its rows is past twice the limit, is "more than the limit" without
 * reading 10,001 of them: nothing ever deletes from the log, so it cannot have shrunk below the
 * estimate (ADR 044, amendment of 2026-11-28).
 */
export async function countInteractionLog(db: Database, filters: InteractionLogFilters) {
  const where = whereOf(filters);
  if (!where) {
    const estimate = await estimatedRowCount(db, auditLog);
    if (estimate !== null && estimate > 2 * (ADMIN_LIST_COUNT_LIMIT + 1)) {
      return { total: ADMIN_LIST_COUNT_LIMIT, totalCapped: true };
    }
  }
  return countUpToLimit(
    db,
    db
      .select({ one: sql`1` })
      .from(auditLog)
      .where(where)
      .$dynamic(),
    ADMIN_LIST_COUNT_LIMIT,
  );
}
