import { redemptionStatus } from '@stepup/domain';
import type { VoucherEvent } from '../voucher-events/subscriber';
import type { findVoucherForPayload } from './repository';

type PayloadVoucher = NonNullable<Awaited<ReturnType<typeof findVoucherForPayload>>>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The JSON posted for one voucher event (docs/product.md#webhooks): the event's id, type and time,
 * and the voucher as it stands when the event is dispatched. A redemption's channel, site and
 * order reference come from the event (where that use happened), otherwise from the voucher.
 */
export function webhookPayload(event: VoucherEvent, voucher: PayloadVoucher) {
  const data = event.data ?? {};
  const redeemed = event.type === 'voucher.redeemed';
  return {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    data: {
      voucher: {
        code: voucher.code,
        status: redemptionStatus(voucher, event.occurredAt),
        faceValuePence: voucher.faceValuePence,
        expiresAt: voucher.expiresAt.toISOString(),
        campaign: { id: voucher.campaignId, name: voucher.campaignName },
        usedAt: voucher.usedAt?.toISOString() ?? null,
        channel: (redeemed ? text(data.channel) : null) ?? voucher.usedChannel ?? null,
        siteId: (redeemed ? text(data.siteId) : null) ?? voucher.usedSiteId ?? null,
        orderRef: (redeemed ? text(data.orderRef) : null) ?? voucher.usedOrderRef ?? null,
      },
    },
  };
}
