import { customerFirstNameOf, priceCustomOffer, redemptionStatus } from '@stepup/domain';
import type { VoucherEvent } from '../voucher-events/subscriber';
import type { findOfferForPayload, findVoucherForPayload } from './repository';

type PayloadVoucher = NonNullable<Awaited<ReturnType<typeof findVoucherForPayload>>>;
type PayloadOffer = NonNullable<Awaited<ReturnType<typeof findOfferForPayload>>>;

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

const voucherPricePence = (faceValuePence: number, discount: number) =>
  priceCustomOffer(faceValuePence, discount, 'self', 0).voucherPricePence;

/**
 * The JSON posted for one offer event (docs/product.md#webhooks): the event's id, type and time,
 * and the offer as it stands when the event is dispatched — what the company's inbox shows and no
 * more (the customer's first name only, null for a guest; never an email, a gift recipient or a
 * card). Prices are of the voucher, in pence: at the customer's discount, and at the counter-offer's.
 */
export function offerWebhookPayload(event: VoucherEvent, offer: PayloadOffer) {
  return {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    data: {
      offer: {
        id: offer.id,
        status: offer.status,
        campaign: { id: offer.campaignId, name: offer.campaignName },
        customerFirstName: customerFirstNameOf(offer.customerName),
        faceValuePence: offer.faceValuePence,
        discount: offer.discount,
        voucherPricePence: voucherPricePence(offer.faceValuePence, offer.discount),
        counterDiscount: offer.counterDiscount,
        counterVoucherPricePence:
          offer.counterDiscount === null
            ? null
            : voucherPricePence(offer.faceValuePence, offer.counterDiscount),
        buyFor: offer.buyFor,
        declineReason: offer.declineReason,
        createdAt: offer.createdAt.toISOString(),
        decidedAt: offer.decidedAt?.toISOString() ?? null,
        expiresAt: offer.expiresAt.toISOString(),
      },
    },
  };
}
