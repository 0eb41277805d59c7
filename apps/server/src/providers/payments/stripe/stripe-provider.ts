import Stripe from 'stripe';
import type {
  ConnectedAccountSnapshot,
  CreatePaymentIntentInput,
  PaymentIntentSnapshot,
  PaymentProvider,
  RefundSnapshot,
  SetupIntentSnapshot,
} from '../payment-provider';
import {
  accountFromStripeObject,
  eventFromStripeJson,
  refundFromStripeObject,
  intentFromStripeObject,
  PaymentProviderError,
  setupIntentFromStripeObject,
} from '../payment-provider';
import { constructWebhookEvent } from '../webhook-signature';

export interface StripeSettings {
  /** `sk_…` or a restricted `rk_…` key of the platform account; never logged nor returned. */
  secretKey: string;
  /** `pk_…`, for Stripe.js in the browser. */
  publishableKey: string;
  /** `whsec_…`, the signing secret of the (Connect) webhook endpoint. */
  webhookSecret: string;
}

/** Where the SDK sends its requests: Stripe's API unless a test points it at a stand-in. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProvider extends PaymentProvider {
  kind: 'stripe';
}

/**
 * Any failure of a Stripe call as the interface's PaymentProviderError (the purchases service
 * answers "unavailable"), with Stripe's message and code but never a key: Stripe masks keys in
 * its messages already, and anything key-like left is masked again here.
 */
function providerError(err: unknown, secretKey: string): PaymentProviderError {
  let message: string;
  if (err instanceof Stripe.errors.StripeError) {
    const code = [err.rawType ?? err.type, err.code, err.decline_code].filter(Boolean).join('/');
    message = `${err.message}${code ? ` (${code})` : ''}`;
  } else {
    message = err instanceof Error ? err.message : String(err);
  }
  const masked = message
    .split(secretKey)
    .join('[secret key]')
    .replace(/\b(sk|rk)_(test|live)_[A-Za-z0-9*]+/g, '$1_$2_…');
  return new PaymentProviderError(masked);
}

const accountSnapshot = (account: Stripe.Account): ConnectedAccountSnapshot =>
  accountFromStripeObject(account as unknown as Record<string, unknown>);
const refundSnapshot = (refund: Stripe.Refund): RefundSnapshot =>
  refundFromStripeObject(refund as unknown as Record<string, unknown>);

/**
 * The Stripe implementation of the card provider (Stripe Connect, direct charges): each intent is
 * created on the company's connected account (`Stripe-Account` header) with the gifting fee as the
 * platform's `application_fee_amount`, and every create carries our idempotency key.
 */
export function createStripeProvider(
  settings: StripeSettings,
  {
    api,
    maxNetworkRetries = 2,
  }: {
    /** Tests point the SDK at a local stand-in for Stripe's API. */
    api?: StripeApiAddress;
    maxNetworkRetries?: number;
  } = {},
): StripeProvider {
  const stripe = new Stripe(settings.secretKey, {
    // Safe to retry: every create carries an idempotency key, the rest are reads and cancels.
    maxNetworkRetries,
    timeout: 20_000,
    appInfo: { name: 'StepUp Vouchers' },
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
  });

  const snapshot = (intent: Stripe.PaymentIntent, account: string): PaymentIntentSnapshot =>
    intentFromStripeObject(intent as unknown as Record<string, unknown>, account);
  const setupSnapshot = (setup: Stripe.SetupIntent, account: string): SetupIntentSnapshot =>
    setupIntentFromStripeObject(setup as unknown as Record<string, unknown>, account);

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      throw providerError(err, settings.secretKey);
    }
  }

  async function retrieveSetup(id: string, connectedAccountId: string) {
    const setup = await call(() =>
      stripe.setupIntents.retrieve(id, {}, { stripeAccount: connectedAccountId }),
    );
    return setupSnapshot(setup, connectedAccountId);
  }

  async function retrieve(id: string, connectedAccountId: string) {
    const intent = await call(() =>
      stripe.paymentIntents.retrieve(id, {}, { stripeAccount: connectedAccountId }),
    );
    return snapshot(intent, connectedAccountId);
  }

  return {
    kind: 'stripe',

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      if (!input.connectedAccountId) throw new PaymentProviderError('No connected account.');
      const common = {
        amount: input.amountPence,
        currency: input.currency,
        application_fee_amount: input.applicationFeePence,
        metadata: input.metadata,
        ...(input.description ? { description: input.description } : {}),
        ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
      };
      const options = {
        stripeAccount: input.connectedAccountId,
        idempotencyKey: input.idempotencyKey,
      };
      if (!input.offSession) {
        const intent = await call(() =>
          stripe.paymentIntents.create(
            { ...common, automatic_payment_methods: { enabled: true } },
            options,
          ),
        );
        return snapshot(intent, input.connectedAccountId);
      }
      // A saved card charged without the customer (an accepted custom offer): created and
      // confirmed at once. A refusal (402: authentication_required, card_declined, …) still
      // created the intent, which Stripe's error carries: it is the answer, so that the customer
      // can complete or replace the payment on-session with the same intent.
      const { customerId, paymentMethodId } = input.offSession;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            ...common,
            customer: customerId,
            payment_method: paymentMethodId,
            allowed_payment_method_types: ['card'],
            off_session: true,
            confirm: true,
          },
          options,
        );
        return snapshot(intent, input.connectedAccountId);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.payment_intent) {
          const refused = snapshot(err.payment_intent, input.connectedAccountId);
          return { ...refused, lastError: refused.lastError ?? err.message };
        }
        throw providerError(err, settings.secretKey);
      }
    },

    retrievePaymentIntent: retrieve,

    async cancelPaymentIntent(id, connectedAccountId) {
      try {
        const intent = await stripe.paymentIntents.cancel(
          id,
          {},
          { stripeAccount: connectedAccountId },
        );
        return snapshot(intent, connectedAccountId);
      } catch (err) {
        // Already succeeded, processing or canceled: Stripe refuses; answer the intent as it is.
        if (
          err instanceof Stripe.errors.StripeError &&
          err.code === 'payment_intent_unexpected_state'
        ) {
          return retrieve(id, connectedAccountId);
        }
        throw providerError(err, settings.secretKey);
      }
    },

    async createCardSetup(input) {
      if (!input.connectedAccountId) throw new PaymentProviderError('No connected account.');
      const stripeAccount = input.connectedAccountId;
      // The customer and the card live on the company's connected account (a direct charge later).
      const customer = await call(() =>
        stripe.customers.create(
          { ...(input.email ? { email: input.email } : {}), metadata: input.metadata },
          { stripeAccount, idempotencyKey: `${input.idempotencyKey}-customer` },
        ),
      );
      const setup = await call(() =>
        stripe.setupIntents.create(
          {
            customer: customer.id,
            usage: 'off_session',
            allowed_payment_method_types: ['card'],
            metadata: input.metadata,
            ...(input.description ? { description: input.description } : {}),
          },
          { stripeAccount, idempotencyKey: input.idempotencyKey },
        ),
      );
      return setupSnapshot(setup, stripeAccount);
    },

    retrieveSetupIntent: retrieveSetup,

    async cancelSetupIntent(id, connectedAccountId) {
      try {
        const setup = await stripe.setupIntents.cancel(
          id,
          {},
          { stripeAccount: connectedAccountId },
        );
        return setupSnapshot(setup, connectedAccountId);
      } catch (err) {
        // Already succeeded or canceled: Stripe refuses; answer the setup as it is.
        if (
          err instanceof Stripe.errors.StripeError &&
          err.code === 'setup_intent_unexpected_state'
        ) {
          return retrieveSetup(id, connectedAccountId);
        }
        throw providerError(err, settings.secretKey);
      }
    },

    async createRefund(input) {
      // A direct charge's refund is made on the connected account; the platform's fee is given
      // back in proportion (refund_application_fee), as the company refunds its customer.
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountPence,
            refund_application_fee: true,
            metadata: input.metadata,
            ...(input.reason ? { reason: input.reason } : {}),
          },
          { stripeAccount: input.connectedAccountId, idempotencyKey: input.idempotencyKey },
        ),
      );
      return refundSnapshot(refund);
    },

    async listRefunds(paymentIntentId, connectedAccountId) {
      const refunds: RefundSnapshot[] = [];
      // A charge has few refunds; auto-pagination reads them all whatever their number.
      for await (const refund of stripe.refunds.list(
        { payment_intent: paymentIntentId, limit: 100 },
        { stripeAccount: connectedAccountId },
      )) {
        refunds.push(refundSnapshot(refund));
      }
      return refunds.sort((a, b) => a.created - b.created);
    },

    async detachPaymentMethod(paymentMethodId, connectedAccountId) {
      try {
        await stripe.paymentMethods.detach(
          paymentMethodId,
          {},
          { stripeAccount: connectedAccountId },
        );
      } catch (err) {
        // Detached already (by an earlier attempt, or on Stripe's side): nothing left to do.
        // Stripe gives no code for it, only the message "The payment method you provided is not
        // attached to a customer so detachment is impossible."
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          /not attached to a customer/i.test(err.message)
        ) {
          return;
        }
        throw providerError(err, settings.secretKey);
      }
    },

    async createConnectedAccount(input) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: 'GB',
            default_currency: 'gbp',
            ...(input.email ? { email: input.email } : {}),
            business_profile: {
              name: input.businessName,
              ...(input.website ? { url: input.website } : {}),
            },
            capabilities: {
              card_payments: { requested: true },
              transfers: { requested: true },
            },
            metadata: { companyId: input.companyId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return accountSnapshot(account);
    },

    async retrieveConnectedAccount(accountId) {
      return accountSnapshot(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async createAccountOnboardingLink(accountId, { refreshUrl, returnUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        }),
      );
      return link.url;
    },

    parseWebhook(rawBody, signatureHeader) {
      // The same verification as the sandbox's: Stripe's constructEvent (webhook-signature.ts).
      return eventFromStripeJson(
        constructWebhookEvent(rawBody, signatureHeader, settings.webhookSecret),
      );
    },
  };
}
