import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicAnswer } from '../modules/catalog/public-reads';
import { varyOn } from './security-headers';

/**
 * Sends a kept public answer (ADR 041) as it is: the bytes already compressed for what the browser
 * accepts (so @fastify/compress, which leaves encoded replies alone, does no work), or 304 when the
 * browser's copy is current. Browsers and shared caches may keep it but must ask each time
 * (`no-cache`), and only for requests with the same cookies (a signed-in customer's answer differs).
 */
export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer,
): FastifyReply {
  varyOn(reply.header('cache-control', 'public, no-cache'), 'Cookie, Accept-Encoding').header(
    'etag',
    answer.etag,
  );
  if (isCurrent(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.json;
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-length', body.length)
    .send(body);
}

/** If-None-Match names this answer (weak comparison, as RFC 9110 asks for If-None-Match). */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The answers for the Accept-Encoding values met so far: browsers send a handful of values, each
 * on every request, and reading one again was a percent of a kept answer's cost. Bounded, as the
 * header is the client's to write.
 */
const encodingOf = new Map<string, Encoding>();
const ENCODINGS_KEPT = 64;

/** br, else gzip, else the JSON itself: what the browser accepts (a q of 0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  let encoding = encodingOf.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(acceptEncoding);
    if (encodingOf.size >= ENCODINGS_KEPT) encodingOf.clear();
    encodingOf.set(acceptEncoding, encoding);
  }
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
