import type { SandboxIntentState, SandboxSetupState } from '@stepup/contracts';
import { PAYMENT_NOT_FOUND } from '@stepup/domain';
import { notFound } from '../../app-error';
import { PaymentProviderError } from '../../providers/payments/payment-provider';
import type { SandboxProvider } from '../../providers/payments/sandbox/sandbox-provider';

async function asAppError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw notFound(PAYMENT_NOT_FOUND);
    throw err;
  }
}

/**
 * The sandbox card form's submit. Who may call: whoever holds the intent's client secret (as
 * with Stripe.js); no account is involved, so no actor. The card number decides the outcome and
 * is never stored or logged: only its last four digits are kept.
 */
export function confirmSandboxCard(
  sandbox: SandboxProvider,
  intentId: string,
  clientSecret: string,
  cardNumber: string,
): Promise<SandboxIntentState> {
  return asAppError(() => sandbox.confirmCard(intentId, clientSecret, cardNumber));
}

/** The sandbox 3-D Secure page. Who may call: whoever holds the intent's client secret. */
export function completeSandboxChallenge(
  sandbox: SandboxProvider,
  intentId: string,
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<SandboxIntentState> {
  return asAppError(() => sandbox.completeChallenge(intentId, clientSecret, outcome));
}

/**
 * The sandbox card form of a SetupIntent (a card saved for a custom offer). Who may call: whoever
 * holds the SetupIntent's client secret, as with Stripe.js's confirmCardSetup. The card number is
 * never stored or logged.
 */
export function confirmSandboxSetup(
  sandbox: SandboxProvider,
  setupIntentId: string,
  clientSecret: string,
  cardNumber: string,
): Promise<SandboxSetupState> {
  return asAppError(() => sandbox.confirmSetup(setupIntentId, clientSecret, cardNumber));
}

/** The sandbox 3-D Secure page of a SetupIntent. Who may call: whoever holds its client secret. */
export function completeSandboxSetupChallenge(
  sandbox: SandboxProvider,
  setupIntentId: string,
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<SandboxSetupState> {
  return asAppError(() => sandbox.completeSetupChallenge(setupIntentId, clientSecret, outcome));
}
