import type { Database, RedemptionChannel, Transaction } from '@stepup/db';
import { recordVoucherEvent } from '../voucher-events/voucher-events';
import { markVoucherUnused, markVoucherUsed } from './repository';

type Db = Database | Transaction;

/**
 * THE one way a voucher becomes used, whichever side is first: the till (/redeem), the public API
 * or the company's online shop. One guarded UPDATE decides between racing uses (exactly one gets
 * the row), and the voucher.redeemed event is written in the same transaction, so the shop's copy
 * of the code is disabled and webhooks are told. Answers null when the voucher could not be used
 * (already used, cancelled, frozen, expired, held by a checkout, or not the company's).
 */
export async function useVoucherOnce(
  tx: Db,
  use: {
    companyId: string;
    code: string;
    at: Date;
    channel: RedemptionChannel;
    siteId?: string | null;
    orderRef?: string | null;
    holdId?: string | null;
    /** The member who marked it used at the till (kept in the event: the till's recent list). */
    byUserId?: string | null;
  },
): Promise<{ voucherId: string; eventId: string } | null> {
  const siteId = use.siteId ?? null;
  const orderRef = use.orderRef ?? null;
  const marked = await markVoucherUsed(tx, { ...use, siteId, orderRef });
  if (!marked) return null;
  const eventId = await recordVoucherEvent(tx, {
    companyId: use.companyId,
    voucherId: marked.id,
    type: 'voucher.redeemed',
    at: use.at,
    data: {
      channel: use.channel,
      siteId,
      orderRef,
      ...(use.byUserId ? { byUserId: use.byUserId } : {}),
    },
  });
  return { voucherId: marked.id, eventId };
}

/**
 * Undoes a redemption made within `windowMs` before `at` (the public API's rollback, when a
 * checkout's payment failed after the code was used): the voucher is unused again and the
 * voucher.redemption_rolled_back event, written in the same transaction, tells the shop copy and
 * the webhooks. Answers null when there was nothing to undo (not used, used too long ago,
 * cancelled, or not the company's).
 */
export async function rollBackRedemption(
  tx: Db,
  undo: { companyId: string; code: string; at: Date; windowMs: number },
): Promise<{ voucherId: string; eventId: string } | null> {
  const since = new Date(undo.at.getTime() - undo.windowMs);
  const undone = await markVoucherUnused(tx, { companyId: undo.companyId, code: undo.code, since });
  if (!undone) return null;
  const eventId = await recordVoucherEvent(tx, {
    companyId: undo.companyId,
    voucherId: undone.id,
    type: 'voucher.redemption_rolled_back',
    at: undo.at,
    data: {
      channel: undone.usedChannel,
      siteId: undone.usedSiteId,
      orderRef: undone.usedOrderRef,
      usedAt: undone.usedAt.toISOString(),
    },
  });
  return { voucherId: undone.id, eventId };
}
