// The reverse proxy in front of the web processes (issue 20; the Deploy section of the README):
// the customer site on PORT and the business site on BUSINESS_PORT, each balanced round-robin
// over the web processes' matching ports by @fastify/reply-from (undici's BalancedPool). It adds
// X-Forwarded-For/-Proto/-Host, which the web processes believe with TRUST_PROXY=1, and keeps the
// Host the browser asked for.
//   PORT=3000 BUSINESS_PORT=3001 \
//   WEB_UPSTREAMS=http://127.0.0.1:3100,http://127.0.0.1:3110 \
//   BUSINESS_UPSTREAMS=http://127.0.0.1:3101,http://127.0.0.1:3111 node scripts/proxy.mjs
// A request that could not reach a web process at all (connection refused: it is starting or
// was killed) is tried on another, whatever its method, since none of it was sent; a GET or HEAD
// whose connection broke midway, or answered 503 (a process shutting down), is tried again too.
// Anything else is answered 502 and the client decides, as it would behind any proxy.
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

const HOST = process.env.HOST || '0.0.0.0';
/** Request bodies are held whole so a refused connection can be retried (uploads are ≤ 10 MB). */
const BODY_LIMIT = 16 * 1024 * 1024;
const RETRIES = 3;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const NEVER_SENT = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']);
const BROKEN_MIDWAY = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

function upstreamsOf(name) {
  const list = (process.env[name] ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (list.length === 0) {
    console.error(`proxy: set ${name} (comma-separated base URLs of the web processes)`);
    process.exit(1);
  }
  for (const url of list) new URL(url); // throws on a typo, before anything listens
  return list;
}

const port = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`proxy: ${name} must be a port number`);
    process.exit(1);
  }
  return value;
};

/** One site's proxy: every method and path forwarded to one of `upstreams`. */
async function siteProxy(upstreams) {
  const app = Fastify({
    // Warnings and errors only: request lines (info) carry URLs, and URLs can carry tokens
    // (sign-in links); the web processes log requests with those redacted.
    logger: { level: 'warn' },
    bodyLimit: BODY_LIMIT,
    // The proxy is the edge: the client is whoever connected to it.
    trustProxy: false,
  });
  // Bodies pass through as bytes, whatever their type (JSON, multipart uploads, webhooks whose
  // signature covers the exact bytes).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(replyFrom, {
    base: upstreams.length === 1 ? upstreams[0] : upstreams,
    disableRequestLogging: true,
    undici: { connections: 128, pipelining: 1, headersTimeout: 60_000, bodyTimeout: 60_000 },
  });
  app.all('/*', (request, reply) => {
    // The body's bytes as they came, under their own type: reply-from would stringify a JSON
    // body again, and a webhook's signature covers the exact bytes.
    const body =
      Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    reply.from(request.url, {
      ...(body
        ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }
        : {}),
      rewriteRequestHeaders: (req, headers) => ({
        ...headers,
        host: req.headers.host ?? headers.host,
        'x-forwarded-for': req.ip,
        'x-forwarded-proto': 'http',
        'x-forwarded-host': req.headers.host ?? '',
      }),
      // No answer from any web process is a bad gateway (502; 504 when one took too long), which
      // browsers and clients may try again, not an error of the proxy itself (500).
      onError: (answer, { error }) =>
        answer.code(error.statusCode === 504 ? 504 : 502).send({
          error: {
            code: 'bad_gateway',
            message: 'The marketplace did not answer in time. Please try again.',
          },
        }),
      retryDelay: ({ err, req, res, attempt }) => {
        if (attempt >= RETRIES) return null;
        // A web process shutting down answers 503 while its neighbours are ready.
        if (res?.statusCode === 503 && IDEMPOTENT.has(req.method)) return 100 * (attempt + 1);
        if (!err) return null;
        if (NEVER_SENT.has(err.code)) return 50 * (attempt + 1);
        if (BROKEN_MIDWAY.has(err.code) && IDEMPOTENT.has(req.method)) return 50 * (attempt + 1);
        return null;
      },
    });
  });
  return app;
}

const sites = [
  { name: 'customer site', port: port('PORT', 3000), upstreams: upstreamsOf('WEB_UPSTREAMS') },
  {
    name: 'business site',
    port: port('BUSINESS_PORT', 3001),
    upstreams: upstreamsOf('BUSINESS_UPSTREAMS'),
  },
];
const apps = [];
for (const site of sites) {
  const app = await siteProxy(site.upstreams);
  await app.listen({ host: HOST, port: site.port });
  console.log(`proxy: ${site.name} on ${HOST}:${site.port} → ${site.upstreams.join(', ')}`);
  apps.push(app);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await Promise.allSettled(apps.map((app) => app.close()));
    process.exit(0);
  });
}
