import type { ErrorCode } from '@stepup/contracts';

/**
 * The one error type services throw. `message` is shown to the user as it is, so it must be the
 * spec's text (or a plain UK-English sentence where the spec has none), never an internal detail.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError('not_found', message);
