import type { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/** What a redacted value reads as in the log. */
export const REDACTED = '[redacted]';

/**
 * Query keys whose values are safe to keep in the log: filters, sorts, tabs, modes and public ids.
 * Everything else is redacted, so a parameter added tomorrow (a token, an email address, a client
 * secret) stays out of the log without anyone remembering to list it.
 */
export const LOGGED_QUERY_KEYS: ReadonlySet<string> = new Set([
  'page',
  'sort',
  'status',
  'tab',
  'q',
  'category',
  'companyId',
  'mode',
  'type',
  'isCompanyUser',
  'isAppUser',
  'connect',
  // Stripe's return URL: the outcome and the intent's id (not its client secret).
  'redirect_status',
  'payment_intent',
  'payment_id',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A Stripe-style object id (`pi_…`, `acct_…`): an identifier, never a credential. */
const PROVIDER_ID = /^(?:pi|acct|evt|ch|py|cus|pm|re|tr)_[A-Za-z0-9]+$/;
/** A file name: the built site's hashed assets and uploaded images. */
const FILE_NAME = /\.[A-Za-z0-9]{1,5}$/;
const SAFE_KEY = /^[A-Za-z0-9_.[\]-]{1,40}$/;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * A path segment that looks like a credential: a client secret, or a long opaque run of letters
 * and digits (the shape of every token the platform issues: 32 random bytes in base64url). No
 * route carries one in its path today; this keeps one added later out of the log. Record ids
 * (UUIDs), provider ids and file names stay readable.
 */
function isSecretSegment(segment: string): boolean {
  const text = decode(segment);
  if (text.includes('_secret_')) return true;
  if (text.length < 24 || UUID.test(text) || PROVIDER_ID.test(text) || FILE_NAME.test(text)) {
    return false;
  }
  return /\d/.test(text) && /[A-Za-z]/.test(text) && /^[A-Za-z0-9_.~-]+$/.test(text);
}

/**
 * A voucher's code in a path (the public API's `/api/v1/vouchers/{code}/…`): whoever holds a code
 * can spend it, so it is as secret as a token though short. Record ids (UUIDs) after `vouchers`
 * stay readable.
 */
function isVoucherCodeSegment(segment: string, previous: string | undefined): boolean {
  return previous === 'vouchers' && segment !== '' && !UUID.test(decode(segment));
}

/**
 * A gift page's link token (`/gift/{token}`, `/api/gifts/{token}…`, ADR 055): whoever holds it
 * sees the gift's code, and a 43-character random token need not contain a digit (the shape above
 * would miss it). Record ids (UUIDs) after `gifts` (the buyer's screen) stay readable.
 */
function isGiftTokenSegment(segment: string, previous: string | undefined): boolean {
  return (
    (previous === 'gift' || previous === 'gifts') && segment !== '' && !UUID.test(decode(segment))
  );
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const equals = pair.indexOf('=');
      const rawKey = equals === -1 ? pair : pair.slice(0, equals);
      const key = decode(rawKey);
      if (LOGGED_QUERY_KEYS.has(key)) return pair;
      // A bare value (`?abc123`) or a strange key may itself be the secret.
      if (equals === -1 || !SAFE_KEY.test(key)) return REDACTED;
      return `${rawKey}=${REDACTED}`;
    })
    .join('&');
}

/**
 * The request URL as it may be logged: every query value outside LOGGED_QUERY_KEYS, every
 * token-shaped path segment and every voucher code in a path replaced by "[redacted]". A fragment (browsers do not send one) is
 * dropped whole.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const query = question === -1 ? undefined : withoutHash.slice(question + 1);
  const safePath = path
    .split('/')
    .map((segment, index, segments) =>
      isSecretSegment(segment) ||
      isVoucherCodeSegment(segment, segments[index - 1]) ||
      isGiftTokenSegment(segment, segments[index - 1])
        ? REDACTED
        : segment,
    )
    .join('/');
  return query === undefined ? safePath : `${safePath}?${redactQuery(query)}`;
}

/** Any URL inside free text (an error's message): its query values redacted as above. */
export function redactUrlsInText(text: string): string {
  return text.replace(/([^\s"'<>]*)\?([^\s"'<>]+)/g, (_match, before: string, query: string) =>
    redactUrl(`${before}?${query}`),
  );
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string | undefined } | null;
}

/**
 * The `req` serializer: method, redacted URL and remote address. No headers (cookies, the
 * authorization and stripe-signature headers, a payment's client secret, a custom offer's key)
 * and no body.
 */
export function requestForLog(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  };
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

interface LoggedError {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/**
 * The `err` serializer: type, message, code and stack (each with any URL's query redacted), and
 * the cause the same way. Other properties an error carries are left out: a database error's
 * query parameters, a request's URL or body attached by a library.
 */
export function errorForLog(err: unknown, depth = 0): SerializedError {
  if (typeof err !== 'object' || err === null) {
    return { type: typeof err, message: redactUrlsInText(String(err)), stack: '' };
  }
  const e = err as LoggedError;
  const text = (value: unknown) => (typeof value === 'string' ? redactUrlsInText(value) : '');
  return {
    type: typeof e.name === 'string' ? e.name : err.constructor.name,
    message: text(e.message),
    ...(typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {}),
    stack: text(e.stack),
    ...(e.cause !== undefined && depth < 3 ? { cause: errorForLog(e.cause, depth + 1) } : {}),
  };
}

/**
 * Belt and braces for anything that logs headers or bodies itself: these paths are censored
 * whatever the serializers above do.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'req.headers["x-payment-client-secret"]',
  'req.headers["x-custom-offer-key"]',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["stripe-signature"]',
  'headers["x-payment-client-secret"]',
  'headers["x-custom-offer-key"]',
  'headers["set-cookie"]',
  'body',
  'password',
  'token',
  'clientSecret',
];

/** Fastify's own "Route … not found" line prints the raw URL: this one prints it redacted. */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}

/** Pino settings for an app's logger: the serializers above and the censored paths. */
export function redactingLoggerOptions<T extends { level: string; stream?: Writable }>(options: T) {
  return {
    ...options,
    serializers: { req: requestForLog, err: errorForLog },
    redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
  };
}
