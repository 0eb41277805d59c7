import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  shopCodeParamsSchema,
  shopCodesSchema,
  shopConnectionSchema,
  shopIntegrationParamsSchema,
  wooAuthCallbackBodySchema,
  wooAuthoriseRequestSchema,
  wooAuthoriseResponseSchema,
  wooKeysRequestSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  authoriseWoo,
  chooseInStoreOnly,
  connectWooWithKeys,
  disconnectShop,
  getShopConnection,
  receiveWooAuthorisation,
} from './shop-connection';
import { listShopCodes, retryShopCode } from './shop-codes';
import { receiveWooOrderWebhook } from './shop-webhooks';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const writeRefusals = {
  ...refusals,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The Online shop tab's API (business site). Who may call: a signed-in member of a company for
 * its own connection (from their membership, never the request); every change, and the codes,
 * need the owner (manageWebsiteConnection). The shop's own calls (the authorisation callback and
 * the order webhook) are proven by what they carry, not a session.
 */
export const shopRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get(
      '/company/shop',
      {
        schema: {
          tags: ['shops'],
          summary: "The caller's company online shop connection (never a key)",
          response: { 200: shopConnectionSchema, ...refusals },
        },
      },
      async (request) => getShopConnection(ctx, request.actor),
    );
    app.post(
      '/company/shop/in-store-only',
      {
        schema: {
          tags: ['shops'],
          summary: 'No online shop: vouchers are used in store only',
          response: { 200: shopConnectionSchema, ...writeRefusals },
        },
      },
      async (request) => chooseInStoreOnly(ctx, request.actor),
    );
    app.post(
      '/company/shop/woocommerce/keys',
      {
        schema: {
          tags: ['shops'],
          summary: 'Connects a WooCommerce shop with a REST API key and secret',
          body: wooKeysRequestSchema,
          response: { 200: shopConnectionSchema, ...writeRefusals },
        },
      },
      async (request) => connectWooWithKeys(ctx, request.actor, request.body),
    );
    app.post(
      '/company/shop/woocommerce/authorise',
      {
        schema: {
          tags: ['shops'],
          summary: "Starts WooCommerce's app authorisation; answers where to send the owner",
          body: wooAuthoriseRequestSchema,
          response: { 200: wooAuthoriseResponseSchema, ...writeRefusals },
        },
      },
      async (request) => authoriseWoo(ctx, request.actor, request.body),
    );
    app.delete(
      '/company/shop',
      {
        schema: {
          tags: ['shops'],
          summary: 'Disconnects the online shop (removes our webhook there)',
          response: { 200: shopConnectionSchema, ...writeRefusals },
        },
      },
      async (request) => disconnectShop(ctx, request.actor),
    );
    app.get(
      '/company/shop/codes',
      {
        schema: {
          tags: ['shops'],
          summary: "The company's voucher codes at its online shop, newest first",
          response: { 200: shopCodesSchema, ...refusals },
        },
      },
      async (request) => listShopCodes(ctx, request.actor),
    );
    app.post(
      '/company/shop/codes/:voucherId/retry',
      {
        schema: {
          tags: ['shops'],
          summary: 'Queues a failed shop code again',
          params: shopCodeParamsSchema,
          response: { 200: z.null(), ...writeRefusals },
        },
      },
      async (request) => retryShopCode(ctx, request.actor, request.params.voucherId),
    );

    /** Who may call: the shop, with the one-time state it was given as user_id. */
    app.post(
      '/shops/woocommerce/auth-callback',
      {
        config: { actor: false },
        schema: {
          tags: ['shops'],
          summary: "WooCommerce's app authorisation: the key it made for us",
          body: wooAuthCallbackBodySchema,
          response: {
            200: z.object({ received: z.literal(true) }),
            404: errorResponseSchema,
            422: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => {
        await receiveWooAuthorisation(ctx, request.actor.ip, request.body);
        return { received: true as const };
      },
    );

    // The order webhook needs the body exactly as signed: this scope reads every body as bytes.
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      /** Who may call: the connected WooCommerce shop, proven by X-WC-Webhook-Signature. */
      scope.post(
        '/shops/woocommerce/:integrationId/orders',
        {
          config: { actor: false },
          bodyLimit: 1024 * 1024,
          schema: {
            tags: ['shops'],
            summary: "The WooCommerce shop's order webhook (signature checked over the raw body)",
            params: shopIntegrationParamsSchema,
            response: {
              200: z.object({ received: z.literal(true) }),
              401: errorResponseSchema,
              429: errorResponseSchema,
            },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await receiveWooOrderWebhook(ctx, request.params.integrationId, request.headers, body);
          return { received: true as const };
        },
      );
    });
  };
