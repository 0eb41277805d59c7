import type { ConnectPaymentsResponse, PaymentsConnection } from '@stepup/contracts';
import { CONNECT_FAILED } from '@stepup/domain';
import { AppError, notFound } from '../../app-error';
import type { Actor } from '../../context/actor';
import type { AppContext } from '../../context/app-context';
import { requireCompanyMember } from '../../context/access';
import { PaymentProviderError } from '../../providers/payments/payment-provider';
import type { ConnectedAccountSnapshot } from '../../providers/payments/payment-provider';
import {
  findPaymentState,
  setPaymentAccount,
  setPaymentAccountStateIfNotOlder,
} from './repository';

// The Payments page: the company's connected account at the card provider, which pays it out.

function connectionOf(
  ctx: AppContext,
  state: {
    paymentAccountId: string | null;
    paymentsEnabled: boolean;
    payoutsEnabled: boolean;
    requirementsDue: string[];
  },
  canConnect: boolean,
): PaymentsConnection {
  return {
    provider: ctx.payments.kind,
    accountCreated: state.paymentAccountId !== null,
    paymentsEnabled: state.paymentAccountId !== null && state.paymentsEnabled,
    payoutsEnabled: state.paymentAccountId !== null && state.payoutsEnabled,
    requirementsDue: state.paymentAccountId !== null ? state.requirementsDue : [],
    canConnect,
  };
}

const stateOf = (account: ConnectedAccountSnapshot) => ({
  paymentsEnabled: account.chargesEnabled,
  payoutsEnabled: account.payoutsEnabled,
  requirementsDue: account.requirementsDue,
});

/**
 * A time as the provider stamps its events (whole seconds): an event of the same second as our
 * own reading of the account is taken as the newer of the two.
 */
const inWholeSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/**
 * Asks the provider whether an account still in onboarding can take payments now, and records it
 * with the time of the answer.
 * A provider that cannot be reached leaves the stored state as it was.
 */
async function refreshedPaymentState(ctx: AppContext, companyId: string) {
  const state = await findPaymentState(ctx.db, companyId);
  if (!state) throw notFound();
  // Not taking payments yet (onboarding under way), or a state stored before payouts and
  // requirements were kept (never stamped): ask once. After that `account.updated` keeps it current.
  if (state.paymentAccountId && (!state.paymentsEnabled || !state.accountUpdatedAt)) {
    try {
      // Stamped with the time it was asked, not answered, and only if no newer event came in
      // meanwhile (`account.updated` may land while the provider answers).
      const askedAt = inWholeSeconds(ctx.clock());
      const account = await ctx.payments.retrieveConnectedAccount(state.paymentAccountId);
      if (await setPaymentAccountStateIfNotOlder(ctx.db, account, askedAt)) {
        return { ...state, ...stateOf(account), accountUpdatedAt: askedAt };
      }
      return (await findPaymentState(ctx.db, companyId)) ?? state;
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
    }
  }
  return state;
}

/** Who may call: any member of a company. The payments connection (refreshed after onboarding). */
export async function getPaymentsConnection(
  ctx: AppContext,
  actor: Actor,
): Promise<PaymentsConnection> {
  const { companyId, role } = requireCompanyMember(actor).company;
  const state = await refreshedPaymentState(ctx, companyId);
  return connectionOf(ctx, state, role === 'owner');
}

/**
 * Connects payments: the sandbox at once; Stripe creates the connected account (once per company)
 * and answers its onboarding link, which returns to the business site's /payments. Who may call:
 * the company's owner.
 */
export async function connectPayments(
  ctx: AppContext,
  actor: Actor,
): Promise<ConnectPaymentsResponse> {
  const { companyId } = requireCompanyMember(actor, { owner: true }).company;
  const businessUrl = ctx.config.publicBusinessUrl;
  try {
    let state = await refreshedPaymentState(ctx, companyId);
    // Nothing left to do at the provider; otherwise (not yet taking payments, not yet paid out,
    // or something asked for again) the owner continues the provider's onboarding.
    if (
      state.paymentAccountId &&
      state.paymentsEnabled &&
      state.payoutsEnabled &&
      state.requirementsDue.length === 0
    ) {
      return { connection: connectionOf(ctx, state, true), onboardingUrl: null };
    }
    let accountId = state.paymentAccountId;
    if (!accountId) {
      const account = await ctx.payments.createConnectedAccount({
        companyId,
        email: state.contactEmail,
        businessName: state.tradingName || state.name,
        website: state.website,
        idempotencyKey: `connect-${companyId}`,
      });
      accountId = await setPaymentAccount(ctx.db, companyId, account, inWholeSeconds(ctx.clock()));
      state = { ...state, ...stateOf(account), paymentAccountId: accountId };
      if (account.chargesEnabled) {
        return { connection: connectionOf(ctx, state, true), onboardingUrl: null };
      }
    }
    const onboardingUrl = await ctx.payments.createAccountOnboardingLink(accountId, {
      refreshUrl: `${businessUrl}/payments?connect=refresh`,
      returnUrl: `${businessUrl}/payments?connect=return`,
    });
    return { connection: connectionOf(ctx, state, true), onboardingUrl };
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new AppError('unavailable', CONNECT_FAILED);
    throw err;
  }
}
