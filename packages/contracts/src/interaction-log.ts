import { z } from 'zod';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, boundedString } from './bounds';

// The interaction log (/admin/admin-actions, audit_log): read and exported, never changed.

export const interactionLogTargetTypeSchema = z.enum([
  'company',
  'campaign',
  'payment',
  'customer',
  'admin',
  'permission-level',
  'site-settings',
  'perk',
]);

/** GET /api/admin/interaction-log (and …/export.csv without `page`). Dates are UK calendar days, inclusive. */
export const interactionLogQuerySchema = z.object({
  /** An action's code ('campaign.freeze'); the domain's interactionLogActions lists today's. */
  action: boundedString(ID_MAX_LENGTH).optional(),
  targetType: interactionLogTargetTypeSchema.optional(),
  targetId: boundedString(ID_MAX_LENGTH).optional(),
  /** Part of the actor's email, or 'system' / 'provider'. */
  actor: boundedString(EMAIL_MAX_LENGTH).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
/** The client's side of the query (the server parses the page from its text). */
export type InteractionLogQuery = Omit<z.infer<typeof interactionLogQuerySchema>, 'page'> & {
  page?: number;
};

export const interactionLogEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Null when no person acted (the platform, the card provider) or the admin's account is gone. */
  actorUserId: z.string().nullable(),
  /** The actor's email as it was, or 'system' / 'provider'. */
  actorLabel: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the action kept: `before` / `after` (the changed fields), a reason, an amount in pence… */
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type InteractionLogEntry = z.infer<typeof interactionLogEntrySchema>;

export const interactionLogPageSchema = z.object({
  entries: z.array(interactionLogEntrySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** Every entry matching the filters (all pages), or ADMIN_LIST_COUNT_LIMIT when `totalCapped`. */
  total: z.number().int().nonnegative(),
  /** More entries match than the list counts (ADR 044). */
  totalCapped: z.boolean(),
});
export type InteractionLogPage = z.infer<typeof interactionLogPageSchema>;
