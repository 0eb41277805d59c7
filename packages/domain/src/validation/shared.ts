import { z } from 'zod';

/**
 * The first message a form should show, in the order the spec checks things; null when valid.
 * Schemas here put their checks in that order, so the first zod issue is the one to show.
 */
export function firstError(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * One message per field for a form (the first for each), keyed by the top-level field name;
 * issues about the whole input are keyed ''.
 */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    errors[key] ??= issue.message;
  }
  return errors;
}

const emailSchema = z.email();

/** One well-formed address; lists ('a@x.com, b@y.com') and spaces are refused. */
export function isValidEmail(text: string): boolean {
  return emailSchema.safeParse(text.trim()).success;
}

/** A text field that must not be blank; its absence, wrong type and blankness share a message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** Like requiredText but not trimmed: spaces in a password are part of it. */
export function requiredSecret(message: string) {
  return z.string({ error: message }).min(1, message);
}
