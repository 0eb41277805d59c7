import type { PaymentsContext } from '../purchases/payments-context';

/**
 * What refunds and disputes need: the payments context (database, clock, provider, mailer, jobs,
 * configuration, the operator's ear). The webhook, the refund job and the use cases all have it.
 */
export type RefundsContext = PaymentsContext;
