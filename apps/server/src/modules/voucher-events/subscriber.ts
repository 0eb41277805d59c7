import type { PaymentsContext } from '../purchases/payments-context';
import type { VoucherEventRow } from './repository';

/** An event of the outbox: a voucher's (voucherId set) or a custom offer's (offerId set). */
export type VoucherEvent = VoucherEventRow;

/**
 * Something that acts on the outbox's events (the shop-code sync, the outgoing webhooks). Its
 * handler is idempotent: an event may be handed to it again after a crash or a retry. It ignores
 * the kinds it has no part in (the shop-code sync: offer events).
 */
export interface VoucherEventSubscriber {
  readonly name: string;
  handle(ctx: PaymentsContext, event: VoucherEvent): Promise<void>;
}
