import { errorFields, errorMessage } from '@stepup/ui';

/**
 * A refused change as the admins and levels screens say it: the spec's words for the action
 * ('Failed to delete user'), then why, when the server says more (the last admin who can manage
 * admins, a level still in use, a field's rule).
 */
export function refusalText(error: unknown, headline: string): string {
  const reason = errorFields(error).reason ?? errorMessage(error, headline);
  return reason && reason !== headline ? `${headline}: ${reason}` : headline;
}
