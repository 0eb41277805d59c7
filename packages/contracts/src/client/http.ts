import type { z } from 'zod';
import { errorResponseSchema } from '../errors';
import type { ErrorCode } from '../errors';

/** An error answer from the API, carrying the message meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Origin the API lives under; '' means the page's own origin (both sites serve /api). */
  baseUrl?: string;
  fetch?: Fetch;
}

/** One call to /api: the answer parsed with `schema`, or an ApiError. */
export type Request = <S extends z.ZodType>(
  schema: S,
  path: string,
  init?: RequestInit,
) => Promise<z.infer<S>>;

/** What each area of the client is built from. */
export interface Transport {
  request: Request;
  /** A JSON POST. */
  post: <S extends z.ZodType>(schema: S, path: string, body: unknown) => Promise<z.infer<S>>;
  /** The origin the API lives under ('' for the page's own). */
  baseUrl: string;
}

/** A JSON body sent with `method`. */
export const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** `?a=1&b=2` from the set values of a query object ('' when none is set). */
export function queryString(query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

/**
 * Every answer is parsed with the same schema the server validates its output with, so a drifted
 * response fails loudly here, not in a component.
 */
export function createTransport({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions): Transport {
  const doFetch: Fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function request<S extends z.ZodType>(
    schema: S,
    path: string,
    init?: RequestInit,
  ): Promise<z.infer<S>> {
    const response = await doFetch(`${baseUrl}/api${path}`, {
      credentials: 'include',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
    const body: unknown =
      response.status === 204 ? null : await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorResponseSchema.safeParse(body);
      if (parsed.success) {
        const { code, message, fields } = parsed.data.error;
        throw new ApiError(response.status, code, message, fields);
      }
      throw new ApiError(response.status, 'internal', 'Something went wrong, please try again.');
    }
    return schema.parse(body);
  }

  const post = <S extends z.ZodType>(schema: S, path: string, body: unknown) =>
    request(schema, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  return { request, post, baseUrl };
}
