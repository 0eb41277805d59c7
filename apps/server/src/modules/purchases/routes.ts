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
  webhookReceivedSchema,
} from '@stepup/contracts';
import { fetchHeaders } from '../../plugins/fetch-headers';
import { clientIp } from '../../plugins/rate-limit';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';
import type { AppContext as AccountsContext } from '../../context/app-context';
import { completeSandboxChallenge, confirmSandboxCard } from './sandbox-card-service';
import type { Purchases } from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const purchasesRoutes: FastifyPluginAsyncZod<{
  accounts: Pick<AccountsContext, 'auth' | 'db'>;
  purchases: Purchases;
  /** The sandbox provider's card form endpoints, when the sandbox is the provider. */
  sandbox?: SandboxProvider | undefined;
}> = async (app, { accounts, purchases, sandbox }) => {
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
      const created = await purchases.createPurchase(
        accounts,
        fetchHeaders(request),
        request.body,
        { ip: clientIp(request) },
      );
      return reply.status(201).send(created);
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
      return purchases.paymentStatus(
        accounts,
        fetchHeaders(request),
        request.params.paymentId,
        request.headers[PAYMENT_CLIENT_SECRET_HEADER],
      );
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
        await purchases.handleWebhook(
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
};
