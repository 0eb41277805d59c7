import type { CreatePurchaseResponse } from '@stepup/contracts';

/**
 * The payment result page after a sandbox card payment, with Stripe's return parameters and our
 * payment id (`payment_id`), which the status endpoint is keyed by. Not the client secret: the
 * card form keeps it for the page (keepClientSecret), out of the address bar and history.
 */
export function paymentSuccessPath(
  campaignId: string,
  purchase: Pick<CreatePurchaseResponse, 'paymentId' | 'paymentIntentId'>,
): string {
  const query = new URLSearchParams({
    payment_intent: purchase.paymentIntentId,
    redirect_status: 'succeeded',
    payment_id: purchase.paymentId,
  });
  return `/payment-success/${encodeURIComponent(campaignId)}?${query.toString()}`;
}

/**
 * The return URL Stripe.js's `confirmPayment` needs (absolute) for a real Stripe payment: the same
 * page with our payment id only. Stripe appends payment_intent, payment_intent_client_secret and
 * redirect_status itself (with the real outcome, which must not be preceded by a guessed one);
 * the page takes the secret out of the address as it arrives.
 */
export function stripeReturnUrl(
  campaignId: string,
  paymentId: string,
  origin: string = window.location.origin,
): string {
  const query = new URLSearchParams({ payment_id: paymentId });
  return new URL(
    `/payment-success/${encodeURIComponent(campaignId)}?${query.toString()}`,
    origin,
  ).toString();
}
