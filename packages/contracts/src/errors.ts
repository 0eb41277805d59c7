import { z } from 'zod';

/**
 * Error codes the API answers with. The server maps each to one HTTP status; the apps show the
 * `message`, which for 4xx is a user-facing text (the words of docs/product.md where it has them).
 */
export const errorCodes = [
  'bad_request',
  'validation',
  'unauthenticated',
  'forbidden',
  'email_not_verified',
  /** The account has had many failed sign-ins: the bot check must come with the next attempt. */
  'bot_check_required',
  /**
   * The most sensitive admin actions: the admin must confirm their identity (password and
   * authenticator code, POST /api/admin/confirm-identity), then try again.
   */
  'reauthentication_required',
  'not_found',
  'conflict',
  'rate_limited',
  'unavailable',
  'internal',
  /** Public API (ADR 036): an Idempotency-Key sent again with a different request. */
  'idempotency_key_reused',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  email_not_verified: 403,
  bot_check_required: 403,
  reauthentication_required: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
  idempotency_key_reused: 422,
};

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** Field → message, for form errors shown beside their inputs. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
