import type { CreatePurchaseResponse } from '@stepup/contracts';

/**
 * Stripe's return URL after a confirmed card payment, plus our payment id (`payment_id`), which
 * the status endpoint is keyed by.
 */
export function paymentSuccessPath(
  campaignId: string,
  purchase: Pick<CreatePurchaseResponse, 'paymentId' | 'paymentIntentId' | 'clientSecret'>,
): string {
  const query = new URLSearchParams({
    payment_intent: purchase.paymentIntentId,
    payment_intent_client_secret: purchase.clientSecret,
    redirect_status: 'succeeded',
    payment_id: purchase.paymentId,
  });
  return `/payment-success/${encodeURIComponent(campaignId)}?${query.toString()}`;
}
