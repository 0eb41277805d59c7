import Stripe from 'stripe';
import type {
  ConnectedAccountSnapshot,
  CreatePaymentIntentInput,
  PaymentIntentSnapshot,
  PaymentProvider,
} from '../payment-provider';
import {
  eventFromStripeJson,
  intentFromStripeObject,
  PaymentProviderError,
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

const accountSnapshot = (account: Stripe.Account): ConnectedAccountSnapshot => ({
  id: account.id,
  chargesEnabled: account.charges_enabled === true,
  detailsSubmitted: account.details_submitted === true,
});

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

  async function call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      throw providerError(err, settings.secretKey);
    }
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
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountPence,
            currency: input.currency,
            application_fee_amount: input.applicationFeePence,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
            ...(input.description ? { description: input.description } : {}),
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          },
          { stripeAccount: input.connectedAccountId, idempotencyKey: input.idempotencyKey },
        ),
      );
      return snapshot(intent, input.connectedAccountId);
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

    // Saved cards: implemented in the next commit.
    async createCardSetup() {
      throw new PaymentProviderError('Saved cards are not available yet.');
    },
    async retrieveSetupIntent() {
      throw new PaymentProviderError('Saved cards are not available yet.');
    },
    async cancelSetupIntent() {
      throw new PaymentProviderError('Saved cards are not available yet.');
    },
    async detachPaymentMethod() {
      throw new PaymentProviderError('Saved cards are not available yet.');
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
