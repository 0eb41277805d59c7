import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  beginShopifyInstall,
  completeShopifyInstall,
  getShopifyConnection,
  receiveShopifyWebhook,
} from './shopify-connection';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

const shopifyConnectionSchema = z.object({
  /** Whether this marketplace offers Shopify (SHOPIFY_API_KEY/SECRET set). */
  available: z.boolean(),
  shop: z.string().nullable(),
  status: z.enum(['not_connected', 'connected', 'disconnected', 'pending', 'error']),
});

/** Where the owner lands after Shopify: the Website connection page, saying how it went. */
const WEBSITE_CONNECTION_PAGE = '/api';

/**
 * Shopify (ADR 040), on the business site: the company's Shopify connection, the install (OAuth)
 * and the webhooks Shopify posts.
 */
export const shopifyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Who may call: any member of a company. */
    app.get(
      '/company/shopify',
      {
        schema: {
          tags: ['company'],
          summary: "Whether Shopify is offered, and the company's Shopify shop",
          response: { 200: shopifyConnectionSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getShopifyConnection(ctx, request.actor);
      },
    );

    /** Who may call: a member whose role manages the website connection (the owner). */
    app.post(
      '/company/shopify/install',
      {
        schema: {
          tags: ['company'],
          summary: "Start installing the app on a *.myshopify.com shop: answers Shopify's page",
          body: z.object({ shop: z.unknown() }),
          response: { 200: z.object({ redirectUrl: z.string() }), ...errors },
        },
      },
      async (request, reply) => {
        const started = await beginShopifyInstall(ctx, request.actor, request.body, {
          method: request.method,
          url: request.url,
          headers: request.headers,
        });
        reply.header('cache-control', 'private, no-store');
        reply.header('set-cookie', started.setCookies);
        return { redirectUrl: started.redirectUrl };
      },
    );

    /** Who may call: the member who started the install, sent back by Shopify (HMAC + state). */
    app.get(
      '/shopify/callback',
      {
        schema: {
          tags: ['company'],
          summary: 'Shopify sends the owner back here; the shop is connected (or refused)',
        },
      },
      async (request, reply) => {
        const outcome = await completeShopifyInstall(ctx, request.actor, {
          method: request.method,
          url: request.url,
          headers: request.headers,
        }).catch((err: unknown) => {
          // Signed out or not allowed: the page says so, the shop stays unconnected.
          if (err instanceof Error && err.name === 'AppError') return 'refused' as const;
          throw err;
        });
        reply.header('cache-control', 'no-store');
        // The state cookies are spent either way.
        reply.header('set-cookie', [
          'stepup_shopify_install=; Path=/api/shopify/callback; Max-Age=0; HttpOnly; SameSite=Lax',
        ]);
        return reply.redirect(`${WEBSITE_CONNECTION_PAGE}?shopify=${outcome}`, 303);
      },
    );

    // The webhooks need the body exactly as signed: this scope alone reads JSON as a raw Buffer.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      /** Who may call: Shopify, proven by X-Shopify-Hmac-Sha256 over the raw body. */
      scope.post(
        '/shopify/webhooks',
        {
          config: { actor: false },
          schema: {
            tags: ['company'],
            summary: "Shopify's webhooks: orders, app/uninstalled and the privacy topics",
            response: { 200: z.object({ received: z.literal(true) }), ...errors },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await receiveShopifyWebhook(ctx, request.headers, body);
          return { received: true as const };
        },
      );
    });
  };
