import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  webhookDeliveriesSchema,
  webhookDeliverySchema,
  webhookEndpointRequestSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import {
  getWebhookEndpoint,
  listWebhookDeliveries,
  resendWebhookDelivery,
  revealWebhookSecret,
  rotateWebhookSecret,
  saveWebhookEndpoint,
} from './webhooks';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };
const writeRefusals = { ...refusals, 422: errorResponseSchema, 429: errorResponseSchema };

/**
 * The company's outgoing webhook (business site; docs/product.md#webhooks, ADR 037). Who may call:
 * an owner of a company, acting on their own company (visitors 401, staff and others 403). The
 * writes are limited per address and per company.
 */
export const webhookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/company/webhook',
      {
        schema: {
          tags: ['company'],
          summary: "The company's webhook address and events (never its secret)",
          response: { 200: webhookEndpointSchema, ...refusals },
        },
      },
      async (request) => getWebhookEndpoint(ctx, request.actor),
    );

    app.put(
      '/company/webhook',
      {
        schema: {
          tags: ['company'],
          summary: 'Sets the webhook address, its events and whether it is on',
          body: webhookEndpointRequestSchema,
          response: { 200: webhookEndpointSchema, ...writeRefusals },
        },
      },
      async (request) => saveWebhookEndpoint(ctx, request.actor, request.body),
    );

    app.post(
      '/company/webhook/secret',
      {
        schema: {
          tags: ['company'],
          summary: "Shows the webhook's signing secret",
          response: { 200: webhookSecretSchema, ...writeRefusals },
        },
      },
      async (request) => revealWebhookSecret(ctx, request.actor),
    );

    app.post(
      '/company/webhook/secret/rotate',
      {
        schema: {
          tags: ['company'],
          summary: "Replaces the webhook's signing secret",
          response: { 200: webhookSecretSchema, ...writeRefusals },
        },
      },
      async (request) => rotateWebhookSecret(ctx, request.actor),
    );

    app.get(
      '/company/webhook/deliveries',
      {
        schema: {
          tags: ['company'],
          summary: "The webhook's latest deliveries, newest first",
          response: { 200: webhookDeliveriesSchema, ...refusals },
        },
      },
      async (request) => listWebhookDeliveries(ctx, request.actor),
    );

    app.post(
      '/company/webhook/deliveries/:deliveryId/resend',
      {
        schema: {
          tags: ['company'],
          summary: 'Posts a delivered or failed event again, as a new delivery',
          params: z.object({ deliveryId: z.string().max(64) }),
          response: { 200: webhookDeliverySchema, ...writeRefusals, 404: errorResponseSchema },
        },
      },
      async (request) => resendWebhookDelivery(ctx, request.actor, request.params.deliveryId),
    );
  };
