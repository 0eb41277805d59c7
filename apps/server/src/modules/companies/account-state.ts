import type { Database, Transaction } from '@stepup/db';
import type { ConnectedAccountSnapshot } from '../../providers/payments/payment-provider';
import { setPaymentAccountStateIfNotOlder } from './repository';

/**
 * The provider's `account.updated` event (settle-payment-event.ts): the company whose connected
 * account it is gets its payments, payouts and outstanding requirements as the provider now sees
 * them, so the Payments page and the onboarding checklist are current without anyone reopening
 * them. Events arrive in any order: a state older than the one stored (an event delivered late,
 * or older than the Payments page's own refresh) changes nothing; the webhook records each event
 * once, so a repeated delivery never gets here. An account no company holds changes nothing.
 *
 * No actor: called by the webhook's use case once the provider's signature is checked.
 */
export async function applyConnectedAccountUpdate(
  ctx: { db: Database | Transaction },
  account: ConnectedAccountSnapshot,
  eventCreatedSeconds: number,
): Promise<boolean> {
  return setPaymentAccountStateIfNotOlder(ctx.db, account, new Date(eventCreatedSeconds * 1000));
}
