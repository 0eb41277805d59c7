import { ApiError } from '@stepup/contracts';

/** The message to show for a failed call: the API's own words, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'internal' ? error.message : fallback;
}

/** Field → message from a 422 answer, to show beside the inputs. */
export function errorFields(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
