// The public API (/api/v1, ADR 036) and the company API keys that call it: their rules and the
// checks of what a key's owner and a client send.

import { z } from 'zod';
import {
  API_KEY_NAME_REQUIRED,
  API_KEY_NAME_TOO_LONG,
  API_KEY_SCOPES_REQUIRED,
  HOLD_REFERENCE_TOO_LONG,
  HOLD_SECONDS_RANGE,
  IDEMPOTENCY_KEY_REQUIRED,
  ORDER_REF_REQUIRED,
  ORDER_REF_TOO_LONG,
} from './messages';
import { requiredText } from './validation/shared';

/** What a key may do: 'read' looks up, validates and holds; 'redeem' redeems and rolls back. */
export const apiKeyScopes = ['read', 'redeem'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'svk_';
/** How much of a key is kept in clear and shown in the list: the prefix and 8 characters. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
/** Active (not revoked) keys a company may have at once. */
export const API_KEYS_PER_COMPANY = 25;

/** The longest a checkout may hold a voucher (validate with holdSeconds). */
export const HOLD_MAX_SECONDS = 900;
/** How long after a redemption it may still be rolled back. */
export const ROLLBACK_WINDOW_MS = 24 * 60 * 60_000;

/** The "Create a key" form: a name and at least one scope. */
export const apiKeyRequestSchema = z.object({
  name: requiredText(API_KEY_NAME_REQUIRED).max(60, API_KEY_NAME_TOO_LONG),
  scopes: z
    .array(z.enum(apiKeyScopes), { error: API_KEY_SCOPES_REQUIRED })
    .min(1, API_KEY_SCOPES_REQUIRED)
    .transform((scopes) => apiKeyScopes.filter((s) => scopes.includes(s))),
});
export type ApiKeyRequestInput = z.input<typeof apiKeyRequestSchema>;

/** POST /api/v1/vouchers/{code}/validate: an optional hold of the code for a checkout. */
export const publicValidateSchema = z.object({
  holdSeconds: z
    .number({ error: HOLD_SECONDS_RANGE })
    .int(HOLD_SECONDS_RANGE)
    .min(1, HOLD_SECONDS_RANGE)
    .max(HOLD_MAX_SECONDS, HOLD_SECONDS_RANGE)
    .optional(),
  reference: z.string().trim().max(200, HOLD_REFERENCE_TOO_LONG).optional(),
});

/** POST /api/v1/vouchers/{code}/redeem: the order the code pays for, and the checkout's hold. */
export const publicRedeemSchema = z.object({
  orderRef: requiredText(ORDER_REF_REQUIRED).max(200, ORDER_REF_TOO_LONG),
  holdId: z.string().trim().min(1).max(100).optional(),
});

/** The Idempotency-Key header: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_REQUIRED })
  .regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_KEY_REQUIRED);

/** Whether a redemption at `usedAt` may still be rolled back at `now`. */
export const canRollBack = (usedAt: Date, now: Date) =>
  now.getTime() - usedAt.getTime() <= ROLLBACK_WINDOW_MS;
