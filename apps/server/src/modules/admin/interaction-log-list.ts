import type {
  InteractionLogEntry,
  InteractionLogPage,
  InteractionLogQuery,
} from '@stepup/contracts';
import { INTERACTION_LOG_PAGE_SIZE, interactionLogCsv, ukDayEnd, ukDayStart } from '@stepup/domain';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireAdmin } from '../../context/access';
import type { RateRule } from '../../plugins/rate-limit';
import type { InteractionLogFilters, InteractionLogRow } from './interaction-log-repository';
import { countInteractionLog, findInteractionLog } from './interaction-log-repository';

// The interaction log screen (/admin/admin-actions): every admin and company-affecting action
// with who, what, target, before/after and when, and its CSV export. Read only: no use case here
// or anywhere changes or deletes an entry. Who may call: a platform admin with a second factor.

export const interactionLogRateRules = {
  /** The export reads every matching entry: plenty for an admin's day, not for scraping. */
  exportsPerAdmin: { name: 'interaction-log-export:account', limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

function filtersOf(query: Omit<InteractionLogQuery, 'page'>): InteractionLogFilters {
  return {
    action: query.action?.trim() || undefined,
    targetType: query.targetType,
    targetId: query.targetId?.trim() || undefined,
    actor: query.actor?.trim() || undefined,
    from: query.from ? (ukDayStart(query.from) ?? undefined) : undefined,
    until: query.to ? (ukDayEnd(query.to) ?? undefined) : undefined,
  };
}

const toEntry = (row: InteractionLogRow): InteractionLogEntry => ({
  ...row,
  at: row.at.toISOString(),
  data: row.data ?? null,
});

/** One page of the entries matching the filters, newest first, with their count. */
export async function listInteractionLog(
  ctx: AppContext,
  actor: Actor,
  query: InteractionLogQuery,
): Promise<InteractionLogPage> {
  requireAdmin(actor, 'interactionLog:read');
  const page = query.page ?? 1;
  const filters = filtersOf(query);
  const [rows, counted] = await Promise.all([
    findInteractionLog(ctx.db, filters, {
      limit: INTERACTION_LOG_PAGE_SIZE,
      offset: (page - 1) * INTERACTION_LOG_PAGE_SIZE,
    }),
    countInteractionLog(ctx.db, filters),
  ]);
  return { entries: rows.map(toEntry), page, pageSize: INTERACTION_LOG_PAGE_SIZE, ...counted };
}

/** Every entry matching the filters as a CSV file's text. */
export async function exportInteractionLogCsv(
  ctx: AppContext,
  actor: Actor,
  query: Omit<InteractionLogQuery, 'page'>,
): Promise<string> {
  const admin = requireAdmin(actor, 'interactionLog:read');
  await ctx.limiter.hit(interactionLogRateRules.exportsPerAdmin, admin.user.id);
  const rows = await findInteractionLog(ctx.db, filtersOf(query));
  return interactionLogCsv(rows.map(toEntry));
}
