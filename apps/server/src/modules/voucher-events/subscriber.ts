import type { PaymentsContext } from '../purchases/payments-context';
import type { VoucherEventRow } from './repository';

export type VoucherEvent = VoucherEventRow;

/**
 * Something that acts on voucher events (the shop-code sync, the outgoing webhooks). Its handler
 * is idempotent: an event may be handed to it again after a crash or a retry.
 */
export interface VoucherEventSubscriber {
  readonly name: string;
  handle(ctx: PaymentsContext, event: VoucherEvent): Promise<void>;
}
