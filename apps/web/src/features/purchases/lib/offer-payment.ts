import { CUSTOM_STEP } from '@stepup/domain';
import type { CreatePurchaseResponse, CustomOfferPayment } from '@stepup/contracts';

/** A custom offer's amounts as the server priced them. */
interface OfferAmounts {
  faceValuePence: number;
  discount: number;
  voucherPricePence: number;
  giftingFeePence: number;
  totalPence: number;
}

/**
 * A custom offer's card payment in the shape of a purchase's, so the purchase's order summary and
 * card payment form serve it unchanged (ADR 027: an auto-accepted offer, or an accepted one whose
 * charge needs the customer, is paid like any purchase). Step 4 is the custom step; no slot.
 */
export function offerPaymentAsPurchase(
  amounts: OfferAmounts,
  payment: Pick<
    CustomOfferPayment,
    'paymentId' | 'intentId' | 'clientSecret' | 'provider' | 'connectedAccountId'
  >,
): CreatePurchaseResponse {
  return {
    paymentId: payment.paymentId,
    paymentIntentId: payment.intentId,
    clientSecret: payment.clientSecret,
    provider: payment.provider,
    connectedAccountId: payment.connectedAccountId,
    step: CUSTOM_STEP,
    slot: 0,
    faceValuePence: amounts.faceValuePence,
    discount: amounts.discount,
    voucherPricePence: amounts.voucherPricePence,
    giftingFeePence: amounts.giftingFeePence,
    totalPence: amounts.totalPence,
    currency: 'GBP',
    status: 'created',
  };
}
