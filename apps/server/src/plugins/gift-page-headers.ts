import type { FastifyInstance } from 'fastify';

/** The gift's page (`/gift/{token}`) and its API (`/api/gifts/{token}…`): the link is a credential. */
export const isGiftPagePath = (url: string): boolean =>
  url.startsWith('/gift/') || url.startsWith('/api/gifts/');

/**
 * A gift's page and its answers carry a voucher code behind a link that is its only credential
 * (ADR 055): kept by no cache (`private, no-store`), never indexed, and never sent on as a
 * Referer to another site (a business's website, a picture's host). Set when the answer leaves, so
 * the static site's own cache header is replaced.
 */
export function registerGiftPageHeaders(app: FastifyInstance): void {
  // A callback hook: every other answer passes with no promise made.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isGiftPagePath(request.url)) {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('referrer-policy', 'no-referrer');
    }
    done(null, payload);
  });
}
