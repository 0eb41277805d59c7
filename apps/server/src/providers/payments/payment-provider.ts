/**
 * The card provider, shaped on Stripe Connect so the Stripe implementation (the `stripe` SDK) and
 * the sandbox are interchangeable: the purchases module speaks only this interface and never
 * branches on which one it has.
 *
 * - Charges are direct charges on the company's connected account (`Stripe-Account` header), with
 *   the platform's gifting fee as `application_fee_amount`.
 * - Every create call carries an idempotency key (our payment id), so a retried request never
 *   creates a second intent.
 * - Events arrive at POST /api/payments/webhook, signed with Stripe's scheme
 *   (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, t + '.' + payload)`); `parseWebhook` verifies
 *   the signature against the raw body before anything is read from it.
 */
export interface PaymentProvider {
  kind: 'sandbox' | 'stripe';
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentSnapshot>;
  /** The intent as the provider sees it now (the reconciliation job's question). */
  retrievePaymentIntent(id: string, connectedAccountId: string): Promise<PaymentIntentSnapshot>;
  /**
   * Cancels the intent if it can still be cancelled (nothing charged yet) and answers it as it is
   * afterwards: 'canceled', or unchanged when it had already moved on ('succeeded', 'processing').
   * The Stripe implementation maps Stripe's `payment_intent_unexpected_state` refusal to a
   * retrieve, so callers never see an error for an intent that was paid in the meantime.
   */
  cancelPaymentIntent(id: string, connectedAccountId: string): Promise<PaymentIntentSnapshot>;

  // Saving a card for a later off-session charge (custom offers, ADR 027).
  /** A provider customer on the connected account and a SetupIntent (usage off_session) for it. */
  createCardSetup(input: CreateCardSetupInput): Promise<SetupIntentSnapshot>;
  /** The SetupIntent as the provider sees it now (the server never takes the browser's word). */
  retrieveSetupIntent(id: string, connectedAccountId: string): Promise<SetupIntentSnapshot>;
  /** Cancels a setup not finished yet (like cancelPaymentIntent: never throws for a finished one). */
  cancelSetupIntent(id: string, connectedAccountId: string): Promise<SetupIntentSnapshot>;
  /** Detaches a saved card from its customer (idempotent: an already detached card is fine). */
  detachPaymentMethod(paymentMethodId: string, connectedAccountId: string): Promise<void>;
  // Refunds (ADR 028).
  /**
   * Refunds (part of) a succeeded intent's charge on the connected account, giving back the
   * application fee in proportion (Stripe: `refund_application_fee: true`). The idempotency key is
   * our refund's id: a repeated call answers the same refund. Refusals (more than is left, an
   * unknown intent) are PaymentProviderError.
   */
  createRefund(input: CreateRefundInput): Promise<RefundSnapshot>;
  /** Every refund of an intent's charge, oldest first (what `charge.refunded` is reconciled with). */
  listRefunds(paymentIntentId: string, connectedAccountId: string): Promise<RefundSnapshot[]>;
  /**
   * Verifies the `Stripe-Signature` header over the raw body (within the tolerance) and parses the
   * event; throws WebhookSignatureError when it does not verify.
   */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;

  // Connecting a company (Stripe Connect account onboarding).
  /**
   * A connected account for a company, created once per company (the idempotency key is the
   * company's). Stripe: an Express account in GB with card payments and transfers requested; the
   * sandbox: an account that can take payments at once.
   */
  createConnectedAccount(input: CreateConnectedAccountInput): Promise<ConnectedAccountSnapshot>;
  /** The account as the provider sees it now (whether onboarding has finished). */
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountSnapshot>;
  /**
   * The provider's hosted onboarding page for the account (Stripe's account link, single use,
   * short-lived); null when the provider needs no onboarding (the sandbox).
   */
  createAccountOnboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<string | null>;
}

export interface CreateConnectedAccountInput {
  companyId: string;
  /** The company's contact email, prefilled in the provider's onboarding. */
  email: string | null;
  businessName: string;
  website: string | null;
  idempotencyKey: string;
}

/** The subset of a Stripe Account the product reads. */
export interface ConnectedAccountSnapshot {
  id: string;
  /** The account can take card payments (Stripe's `charges_enabled`). */
  chargesEnabled: boolean;
  /** The provider pays the company out (`payouts_enabled`). */
  payoutsEnabled: boolean;
  /** The company finished the provider's onboarding form (`details_submitted`). */
  detailsSubmitted: boolean;
  /** What the provider still needs (`requirements.currently_due`), e.g. 'external_account'. */
  requirementsDue: string[];
}

export interface CreateRefundInput {
  /** `pi_…`: the succeeded intent whose charge is refunded. */
  paymentIntentId: string;
  connectedAccountId: string;
  /** Pence, at most what is left unrefunded of the charge. */
  amountPence: number;
  /** Strings only; carries our refund id (`refundId`) and payment id back in events. */
  metadata: Record<string, string>;
  /** Our refund's id. */
  idempotencyKey: string;
  /** Stripe's refund reasons; the product uses 'requested_by_customer'. */
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent';
}

/** The subset of a Stripe Refund the product reads. */
export interface RefundSnapshot {
  /** `re_…` */
  id: string;
  paymentIntentId: string;
  /** `ch_…` */
  chargeId: string | null;
  amountPence: number;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  metadata: Record<string, string>;
  /** Seconds since the epoch. */
  created: number;
}

/** The subset of a Stripe Charge the product reads (`charge.refunded`). */
export interface ChargeSnapshot {
  /** `ch_…` */
  id: string;
  paymentIntentId: string | null;
  amountPence: number;
  amountCapturedPence: number;
  /** Everything refunded of it so far. */
  amountRefundedPence: number;
  /** Refunded in full. */
  refunded: boolean;
  connectedAccountId: string;
}

/** The subset of a Stripe Dispute the product reads (`charge.dispute.*`). */
export interface DisputeSnapshot {
  /** `dp_…` */
  id: string;
  chargeId: string;
  paymentIntentId: string | null;
  amountPence: number;
  /** Stripe's: warning_needs_response, warning_under_review, warning_closed, needs_response, under_review, won, lost. */
  status: string;
  reason: string;
  connectedAccountId: string;
  created: number;
}

export interface CreatePaymentIntentInput {
  /** Pence, the whole card charge (voucher price + gifting fee). */
  amountPence: number;
  currency: 'gbp';
  /** The platform's share: the gifting fee (0 for a voucher bought for oneself). */
  applicationFeePence: number;
  /** The company's connected account (`acct_…`): a direct charge is made on it. */
  connectedAccountId: string;
  /** Strings only, as Stripe allows; carries our payment id back in events. */
  metadata: Record<string, string>;
  idempotencyKey: string;
  description?: string;
  receiptEmail?: string;
  /**
   * An off-session charge of a saved card (an accepted custom offer): the intent is created
   * already confirmed (Stripe: `customer`, `payment_method`, `off_session: true, confirm: true`).
   * The answer is always a snapshot, also when the card is refused (Stripe's 402 carries the
   * intent): 'succeeded', or 'requires_action' / 'requires_payment_method' with the reason in
   * `lastError`. Either of the two means the customer must act on-session (authenticate, or pay
   * with another card) with this same intent: Stripe answers a bank's `authentication_required`
   * with 'requires_payment_method', the sandbox's 4000 0027 6000 3184 with 'requires_action'.
   */
  offSession?: { customerId: string; paymentMethodId: string };
}

export interface CreateCardSetupInput {
  /** The company's connected account (`acct_…`): the customer and the card are kept on it. */
  connectedAccountId: string;
  /** The buyer's, on the provider customer. */
  email: string | null;
  /** Strings only; carries our offer id back in events. */
  metadata: Record<string, string>;
  /** e.g. `offer-setup-${offerId}`; the customer's creation uses `${idempotencyKey}-customer`. */
  idempotencyKey: string;
  description?: string;
}

/** The subset of a Stripe SetupIntent the product reads. */
export interface SetupIntentSnapshot {
  /** `seti_…` */
  id: string;
  clientSecret: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'canceled'
    | 'succeeded';
  /** `cus_…` */
  customerId: string;
  /** The saved card (`pm_…`) once the setup succeeded. */
  paymentMethodId: string | null;
  connectedAccountId: string;
  metadata: Record<string, string>;
  /** The last failure's message (Stripe's `last_setup_error.message`), if any. */
  lastError: string | null;
  /** Seconds since the epoch. */
  created: number;
}

/** The subset of a Stripe PaymentIntent the product reads. */
export interface PaymentIntentSnapshot {
  id: string;
  clientSecret: string;
  /** Stripe's statuses; the product only acts on 'succeeded' and on failures. */
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'canceled'
    | 'succeeded';
  amountPence: number;
  amountReceivedPence: number;
  /** Its charge once paid (`latest_charge`, `ch_…`), else null. */
  latestChargeId: string | null;
  /** Lower case, as Stripe writes it ('gbp'). */
  currency: string;
  applicationFeePence: number;
  connectedAccountId: string;
  metadata: Record<string, string>;
  /** The last failure's message (Stripe's `last_payment_error.message`), if any. */
  lastError: string | null;
  /** Seconds since the epoch, as Stripe gives `created`. */
  created: number;
}

/**
 * The events the product handles: a payment's success or failure, and a card submitted that
 * awaits its bank (which keeps the budget held); and a card saved for a custom offer
 * (setupEventTypes). Any other type is acknowledged and ignored.
 */
export const intentEventTypes = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.requires_action',
  'payment_intent.processing',
] as const;

/** A card saved (or refused) for a custom offer. */
export const setupEventTypes = ['setup_intent.succeeded', 'setup_intent.setup_failed'] as const;

/** A dispute (chargeback) opened, changed or decided (ADR 028). */
export const disputeEventTypes = [
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
] as const;

export type PaymentEvent =
  | {
      id: string;
      type: (typeof intentEventTypes)[number];
      /** Connect events name the connected account they happened on. */
      account: string | null;
      created: number;
      intent: PaymentIntentSnapshot;
    }
  | {
      id: string;
      type: (typeof setupEventTypes)[number];
      account: string | null;
      created: number;
      setupIntent: SetupIntentSnapshot;
    }
  | {
      id: string;
      /** A refund of the charge, made by us or at the provider (its dashboard). */
      type: 'charge.refunded';
      account: string | null;
      created: number;
      charge: ChargeSnapshot;
    }
  | {
      id: string;
      type: (typeof disputeEventTypes)[number];
      account: string | null;
      created: number;
      dispute: DisputeSnapshot;
    }
  | {
      id: string;
      /** A connected account's state changed (payments, payouts, what is still due). */
      type: 'account.updated';
      account: string | null;
      created: number;
      connectedAccount: ConnectedAccountSnapshot;
    }
  | { id: string; type: 'other'; originalType: string; account: string | null; created: number };

export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or refused the call (shown as `CAMPAIGN_UNAVAILABLE`). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A Stripe PaymentIntent object (the JSON shape of events and API answers) to our snapshot. */
export function intentFromStripeObject(
  object: Record<string, unknown>,
  account: string | null,
): PaymentIntentSnapshot {
  const lastError = object.last_payment_error as { message?: string } | null | undefined;
  return {
    id: String(object.id),
    clientSecret: String(object.client_secret ?? ''),
    status: object.status as PaymentIntentSnapshot['status'],
    amountPence: Number(object.amount ?? 0),
    amountReceivedPence: Number(object.amount_received ?? 0),
    latestChargeId: idOf(object.latest_charge),
    currency: String(object.currency ?? '').toLowerCase(),
    applicationFeePence: Number(object.application_fee_amount ?? 0),
    connectedAccountId: account ?? '',
    metadata: (object.metadata as Record<string, string> | undefined) ?? {},
    lastError: lastError?.message ?? null,
    created: Number(object.created ?? 0),
  };
}

/** An expandable field of a Stripe object: an id, or the object itself when expanded. */
const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String((value as { id: unknown }).id)
      : null;

/** A Stripe SetupIntent object (the JSON shape of events and API answers) to our snapshot. */
export function setupIntentFromStripeObject(
  object: Record<string, unknown>,
  account: string | null,
): SetupIntentSnapshot {
  const lastError = object.last_setup_error as { message?: string } | null | undefined;
  return {
    id: String(object.id),
    clientSecret: String(object.client_secret ?? ''),
    status: object.status as SetupIntentSnapshot['status'],
    customerId: idOf(object.customer) ?? '',
    paymentMethodId: idOf(object.payment_method),
    connectedAccountId: account ?? '',
    metadata: (object.metadata as Record<string, string> | undefined) ?? {},
    lastError: lastError?.message ?? null,
    created: Number(object.created ?? 0),
  };
}

/** A Stripe Refund object to our snapshot. */
export function refundFromStripeObject(object: Record<string, unknown>): RefundSnapshot {
  return {
    id: String(object.id),
    paymentIntentId: idOf(object.payment_intent) ?? '',
    chargeId: idOf(object.charge),
    amountPence: Number(object.amount ?? 0),
    status: object.status as RefundSnapshot['status'],
    metadata: (object.metadata as Record<string, string> | undefined) ?? {},
    created: Number(object.created ?? 0),
  };
}

/** A Stripe Charge object to our snapshot. */
export function chargeFromStripeObject(
  object: Record<string, unknown>,
  account: string | null,
): ChargeSnapshot {
  return {
    id: String(object.id),
    paymentIntentId: idOf(object.payment_intent),
    amountPence: Number(object.amount ?? 0),
    amountCapturedPence: Number(object.amount_captured ?? 0),
    amountRefundedPence: Number(object.amount_refunded ?? 0),
    refunded: object.refunded === true,
    connectedAccountId: account ?? '',
  };
}

/** A Stripe Dispute object to our snapshot. */
export function disputeFromStripeObject(
  object: Record<string, unknown>,
  account: string | null,
): DisputeSnapshot {
  return {
    id: String(object.id),
    chargeId: idOf(object.charge) ?? '',
    paymentIntentId: idOf(object.payment_intent),
    amountPence: Number(object.amount ?? 0),
    status: String(object.status ?? ''),
    reason: String(object.reason ?? ''),
    connectedAccountId: account ?? '',
    created: Number(object.created ?? 0),
  };
}

/** A Stripe Account object to our snapshot. */
export function accountFromStripeObject(object: Record<string, unknown>): ConnectedAccountSnapshot {
  const requirements = object.requirements as { currently_due?: unknown } | null | undefined;
  return {
    id: String(object.id),
    chargesEnabled: object.charges_enabled === true,
    payoutsEnabled: object.payouts_enabled === true,
    detailsSubmitted: object.details_submitted === true,
    requirementsDue: Array.isArray(requirements?.currently_due)
      ? requirements.currently_due.map(String)
      : [],
  };
}

/** A Stripe event's JSON to our event (after its signature is verified). */
export function eventFromStripeJson(json: Record<string, unknown>): PaymentEvent {
  const type = String(json.type);
  const account = typeof json.account === 'string' ? json.account : null;
  const created = Number(json.created ?? 0);
  const id = String(json.id);
  const intentType = intentEventTypes.find((handled) => handled === type);
  if (intentType) {
    const data = json.data as { object: Record<string, unknown> };
    return {
      id,
      type: intentType,
      account,
      created,
      intent: intentFromStripeObject(data.object, account),
    };
  }
  const setupType = setupEventTypes.find((handled) => handled === type);
  if (setupType) {
    const data = json.data as { object: Record<string, unknown> };
    return {
      id,
      type: setupType,
      account,
      created,
      setupIntent: setupIntentFromStripeObject(data.object, account),
    };
  }
  const object = (json.data as { object?: Record<string, unknown> } | undefined)?.object ?? {};
  if (type === 'charge.refunded') {
    return { id, type, account, created, charge: chargeFromStripeObject(object, account) };
  }
  const disputeType = disputeEventTypes.find((handled) => handled === type);
  if (disputeType) {
    return {
      id,
      type: disputeType,
      account,
      created,
      dispute: disputeFromStripeObject(object, account),
    };
  }
  if (type === 'account.updated') {
    return { id, type, account, created, connectedAccount: accountFromStripeObject(object) };
  }
  return { id, type: 'other', originalType: type, account, created };
}
