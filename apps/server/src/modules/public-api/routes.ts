import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import {
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeyRequestSchema,
  errorResponseSchema,
  publicRedeemRequestSchema,
  publicRedemptionSchema,
  publicValidateRequestSchema,
  publicValidationSchema,
  publicVoucherCodeParamsSchema,
  publicVoucherSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import { clientIp } from '../../plugins/rate-limit';
import { createApiKey, listApiKeys, revokeCompanyApiKey } from './api-keys';
import { publicApiDocument } from './openapi';
import {
  getPublicVoucher,
  redeemPublicVoucher,
  rollBackPublicVoucher,
  validatePublicVoucher,
} from './vouchers';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const writeRefusals = { ...refusals, 422: errorResponseSchema, 429: errorResponseSchema };

/**
 * The company's API keys (business site). Who may call: a member whose role manages the website
 * connection (owners), for THEIR company; visitors 401, staff and customers 403; another
 * company's key is not found. Creating and revoking are limited per company and per address.
 */
export const apiKeyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get(
      '/company/api-keys',
      {
        schema: {
          tags: ['company'],
          summary: "The company's API keys (never the keys themselves)",
          response: { 200: apiKeyListSchema, ...refusals },
        },
      },
      async (request) => listApiKeys(ctx, request.actor),
    );
    app.post(
      '/company/api-keys',
      {
        schema: {
          tags: ['company'],
          summary: 'Creates an API key and answers it, the only time it is sent',
          body: apiKeyRequestSchema,
          response: { 201: apiKeyCreatedSchema, ...writeRefusals, 409: errorResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createApiKey(ctx, request.actor, request.body)),
    );
    app.delete(
      '/company/api-keys/:id',
      {
        schema: {
          tags: ['company'],
          summary: 'Revokes an API key: every request with it is refused from now on',
          params: apiKeyParamsSchema,
          response: {
            204: z.null(),
            ...refusals,
            404: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await revokeCompanyApiKey(ctx, request.actor, { keyId: request.params.id });
        return reply.code(204).send(null);
      },
    );
  };

const publicRefusals = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The public API, version 1 (/api/v1, business site, ADR 036), for the company's own systems:
 * the key in `Authorization: Bearer`, never a session (no cookie is read, so the browser's CSRF
 * rules do not apply). Its OpenAPI document is its own (openapi.ts), not the site API's: these
 * routes are hidden from /api/docs.
 */
export const publicApiRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const document = publicApiDocument(ctx.config.publicBusinessUrl);
    const caller = (request: FastifyRequest) => ({
      authorization: request.headers.authorization,
      ip: clientIp(request),
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const config = { actor: false } as const;

    app.get('/v1/openapi.json', { config, schema: { hide: true } }, async () => document);

    app.get(
      '/v1/vouchers/:code',
      {
        config,
        schema: {
          hide: true,
          params: publicVoucherCodeParamsSchema,
          response: { 200: publicVoucherSchema, ...publicRefusals },
        },
      },
      async (request) => getPublicVoucher(ctx, caller(request), { code: request.params.code }),
    );

    app.post(
      '/v1/vouchers/:code/validate',
      {
        config,
        schema: {
          hide: true,
          params: publicVoucherCodeParamsSchema,
          body: publicValidateRequestSchema,
          response: { 200: publicValidationSchema, ...publicRefusals },
        },
      },
      async (request) =>
        validatePublicVoucher(ctx, caller(request), {
          code: request.params.code,
          body: request.body ?? undefined,
        }),
    );

    app.post(
      '/v1/vouchers/:code/redeem',
      {
        config,
        schema: {
          hide: true,
          params: publicVoucherCodeParamsSchema,
          body: publicRedeemRequestSchema,
          response: { 200: publicRedemptionSchema, 400: errorResponseSchema, ...publicRefusals },
        },
      },
      async (request, reply) => {
        const answer = await redeemPublicVoucher(ctx, caller(request), {
          code: request.params.code,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        });
        return reply.code(answer.statusCode).send(answer.body);
      },
    );

    app.post(
      '/v1/vouchers/:code/rollback',
      {
        config,
        schema: {
          hide: true,
          params: publicVoucherCodeParamsSchema,
          response: { 200: publicRedemptionSchema, 400: errorResponseSchema, ...publicRefusals },
        },
      },
      async (request, reply) => {
        const answer = await rollBackPublicVoucher(ctx, caller(request), {
          code: request.params.code,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return reply.code(answer.statusCode).send(answer.body);
      },
    );

    // The human reference: Swagger UI (already the site API's, at /api/docs), its assets served
    // from our own node_modules, reading this document. Registered in its own scope so its
    // decorations do not clash with the site API's.
    await app.register(async (docs) => {
      await docs.register(swaggerUi, {
        routePrefix: '/v1/docs',
        transformSpecification: () => document,
        transformSpecificationClone: false,
        uiConfig: { deepLinking: true, defaultModelsExpandDepth: 1 },
      });
    });
  };
