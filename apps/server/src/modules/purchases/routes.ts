import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPurchaseRequestSchema,
  createPurchaseResponseSchema,
  errorResponseSchema,
  paymentParamsSchema,
  PAYMENT_CLIENT_SECRET_HEADER,
  paymentProgressSchema,
  paymentStatusHeadersSchema,
  sandboxChallengeRequestSchema,
  sandboxConfirmRequestSchema,
  sandboxIntentParamsSchema,
  sandboxIntentStateSchema,
  sandboxSetupIntentParamsSchema,
  sandboxSetupStateSchema,
  webhookReceivedSchema,
} from '@stepup/contracts';
import type { AppContext } from '../../context/app-context';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';
import { createPurchase } from './create-purchase';
import { purchaseStatus } from './purchase-status';
import {
  completeSandboxChallenge,
  completeSandboxSetupChallenge,
  confirmSandboxCard,
  confirmSandboxSetup,
} from './sandbox-card-service';
import { settlePaymentEvent } from './settle-payment-event';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * The purchase flow's endpoints. `sandbox`: the sandbox provider when it is the one in use (its
 * card form's endpoints exist only then).
 */
export const purchasesRoutes =
  (ctx: AppContext, sandbox: SandboxProvider | undefined): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * Who may call: a signed-in customer, or a signed-out guest with email + UK confirmation
     * (step 1 only). The server prices the purchase; price-like fields in the body are ignored.
     */
    app.post(
      '/purchases',
      {
        schema: {
          tags: ['purchases'],
          summary: 'Price a voucher purchase, reserve its step budget and create the card payment',
          body: createPurchaseRequestSchema,
          response: { 201: createPurchaseResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return reply.status(201).send(await createPurchase(ctx, request.actor, request.body));
      },
    );

    /**
     * Who may call: the signed-in buyer of the payment, or a guest with its client secret in the
     * X-Payment-Client-Secret header (a query string would put it in logs and history); anyone
     * else gets 404.
     */
    app.get(
      '/purchases/:paymentId/status',
      {
        schema: {
          tags: ['purchases'],
          summary: 'Payment progress: created, succeeded (with the voucher code) or payment_failed',
          params: paymentParamsSchema,
          headers: paymentStatusHeadersSchema,
          response: { 200: paymentProgressSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return purchaseStatus(ctx, request.actor, {
          paymentId: request.params.paymentId,
          clientSecret: request.headers[PAYMENT_CLIENT_SECRET_HEADER],
        });
      },
    );

    // The webhook needs the body exactly as signed: this scope alone reads JSON as a raw Buffer.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      /** Who may call: the card provider, proven by the Stripe-Signature header. */
      scope.post(
        '/payments/webhook',
        {
          // The card provider has no session; its proof is the signature.
          config: { actor: false },
          schema: {
            tags: ['purchases'],
            summary: "The card provider's events (Stripe-Signature verified over the raw body)",
            response: { 200: webhookReceivedSchema, 400: errorResponseSchema },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          await settlePaymentEvent(
            ctx,
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          );
          return { received: true as const };
        },
      );
    });

    if (!sandbox) return;

    /** Who may call: whoever holds the intent's client secret (the sandbox card form). */
    app.post(
      '/payments/sandbox/intents/:intentId/confirm',
      {
        schema: {
          tags: ['purchases'],
          summary: "Sandbox card form: pay with one of Stripe's test cards",
          params: sandboxIntentParamsSchema,
          body: sandboxConfirmRequestSchema,
          response: { 200: sandboxIntentStateSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return confirmSandboxCard(
          sandbox,
          request.params.intentId,
          request.body.clientSecret,
          request.body.cardNumber,
        );
      },
    );

    /** Who may call: whoever holds the intent's client secret (the sandbox 3-D Secure page). */
    app.post(
      '/payments/sandbox/intents/:intentId/challenge',
      {
        schema: {
          tags: ['purchases'],
          summary: 'Sandbox 3-D Secure page: complete or fail the authentication',
          params: sandboxIntentParamsSchema,
          body: sandboxChallengeRequestSchema,
          response: { 200: sandboxIntentStateSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return completeSandboxChallenge(
          sandbox,
          request.params.intentId,
          request.body.clientSecret,
          request.body.outcome,
        );
      },
    );

    /** Who may call: whoever holds the SetupIntent's client secret (the sandbox card form). */
    app.post(
      '/payments/sandbox/setup-intents/:setupIntentId/confirm',
      {
        schema: {
          tags: ['purchases'],
          summary: "Sandbox card form: save one of Stripe's test cards for a later charge",
          params: sandboxSetupIntentParamsSchema,
          body: sandboxConfirmRequestSchema,
          response: { 200: sandboxSetupStateSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return confirmSandboxSetup(
          sandbox,
          request.params.setupIntentId,
          request.body.clientSecret,
          request.body.cardNumber,
        );
      },
    );

    /** Who may call: whoever holds the SetupIntent's client secret (the sandbox 3-D Secure page). */
    app.post(
      '/payments/sandbox/setup-intents/:setupIntentId/challenge',
      {
        schema: {
          tags: ['purchases'],
          summary: 'Sandbox 3-D Secure page of a card being saved: complete or fail it',
          params: sandboxSetupIntentParamsSchema,
          body: sandboxChallengeRequestSchema,
          response: { 200: sandboxSetupStateSchema, 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return completeSandboxSetupChallenge(
          sandbox,
          request.params.setupIntentId,
          request.body.clientSecret,
          request.body.outcome,
        );
      },
    );
  };
