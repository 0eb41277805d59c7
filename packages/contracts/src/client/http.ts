import type { z } from 'zod';
import type { ErrorCode, ErrorResponse } from '../errors';

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

/**
 * What a call answers, named by its contract schema (`typeof campaignListSchema`) or a plain type
 * (`null` for an empty answer). Only the type: the schema never ships to the browser (ADR 047).
 */
export type Answer<S> = S extends z.ZodType ? z.infer<S> : S;

/** One call to /api: its answer, or an ApiError. */
export type Request = <S>(path: string, init?: RequestInit) => Promise<Answer<S>>;

/** What each area of the client is built from. */
export interface Transport {
  request: Request;
  /** A JSON POST. */
  post: <S>(path: string, body: unknown) => Promise<Answer<S>>;
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

/** The error body the API answers with (errorResponseSchema), checked by hand: no zod here. */
function errorOf(body: unknown): ErrorResponse['error'] | undefined {
  const error = (body as { error?: unknown } | null)?.error as
    Partial<ErrorResponse['error']> | undefined;
  return typeof error?.code === 'string' && typeof error.message === 'string'
    ? (error as ErrorResponse['error'])
    : undefined;
}

/**
 * The API's answers are taken as their contract types, unparsed: the server checks every answer
 * against the same schema before sending it (its serializer), and parsing again here would ship
 * zod and every schema to each page's first load (ADR 047).
 */
export function createTransport({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions): Transport {
  const doFetch: Fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function request<S>(path: string, init?: RequestInit): Promise<Answer<S>> {
    const response = await doFetch(`${baseUrl}/api${path}`, {
      credentials: 'include',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
    const body: unknown =
      response.status === 204 ? null : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = errorOf(body);
      if (error) throw new ApiError(response.status, error.code, error.message, error.fields);
      throw new ApiError(response.status, 'internal', 'Something went wrong, please try again.');
    }
    return body as Answer<S>;
  }

  const post = <S>(path: string, body: unknown) =>
    request<S>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  return { request, post, baseUrl };
}
