import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import { START_AFTER_PAINT } from './server-rendered-pages';

/** The built sites' hashed files, and the script that starts a server-rendered page's. */
const isBuiltFile = (url: string) =>
  url.startsWith('/assets/') || url.split('?')[0] === START_AFTER_PAINT;

/**
 * Whether the browser says it will use a file as a script, stylesheet or font: a use that no
 * content policy, framing or opener policy applies to. A worker's script (altcha's) takes its
 * content policy from its own response, and a browser that does not say (no Sec-Fetch-Dest) gets
 * every header.
 */
const asksForSubresource = (request: FastifyRequest) =>
  ['script', 'style', 'font'].includes(String(request.headers['sec-fetch-dest']));

/**
 * A call to the API from a page's script (fetch: Sec-Fetch-Dest `empty`): its answer is read by
 * that script and never shown as a document, so no content, framing or opener policy applies to
 * it either. Opened in a tab (`document`) or asked by a client that does not say, it gets them all.
 */
const isApi = (url: string) => url.startsWith('/api/');
const fromPageScript = (request: FastifyRequest) => request.headers['sec-fetch-dest'] === 'empty';

/** Adds `field` to the answer's Vary, keeping what an earlier step put there. */
export function varyOn(reply: FastifyReply, field: string): FastifyReply {
  const existing = reply.getHeader('vary');
  return reply.header('vary', existing ? `${String(existing)}, ${field}` : field);
}

/**
 * Helmet's security headers (Content-Security-Policy, HSTS, nosniff…) on every reply, set on the
 * raw response before the route runs. Helmet's middleware is built once, here: @fastify/helmet
 * builds it again on every request, parsing the whole policy each time, which was a tenth of a
 * kept catalog answer's cost (ADR 041).
 *
 * A script, stylesheet or font gets only the headers a browser reads on one (nosniff, the resource
 * policy, the referrer policy of the requests it makes). The rest apply to documents and workers
 * alone (HSTS is kept by the browser from the page that asked), and were 600 bytes on each of the 15 to 20 files a page loads: on
 * a phone over 4G as much as a small screen's code (ADR 047). The built files' answers vary on
 * Sec-Fetch-Dest, so a cache never hands the short one to a worker. The API's answers to a page's
 * script get the same short set (ADR 041, amendment of 2026-11-28): about 600 of a campaign's
 * 1,100 bytes on the wire were headers no browser applies to a fetch.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setSecurityHeaders = helmet(options);
  // `options` shape the content policy, which a subresource does not get.
  const setSubresourceHeaders = helmet({
    contentSecurityPolicy: false,
    // The page that asks for it already carried HSTS (a browser keeps it from any answer).
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const builtFile = isBuiltFile(request.url);
    const api = !builtFile && isApi(request.url);
    if (builtFile || api) reply.header('vary', 'Sec-Fetch-Dest');
    const short = builtFile ? asksForSubresource(request) : api && fromPageScript(request);
    const set = short ? setSubresourceHeaders : setSecurityHeaders;
    set(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
