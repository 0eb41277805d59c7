import { firstError } from '@stepup/domain';
import { AppError } from '../app-error';

/**
 * The one way a use case turns a failed domain check into a 422: the domain schema's first
 * message, in the order the form shows its fields, as the error's text.
 */
export function validate(schema: Parameters<typeof firstError>[0], input: unknown): void {
  const message = firstError(schema, input);
  if (message) throw new AppError('validation', message);
}
