import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { keepClientSecret, keptClientSecret } from '../lib/payment-secret';

/** The query parameter Stripe's return URL carries the payment's client secret in. */
const SECRET_PARAM = 'payment_intent_client_secret';

/**
 * The payment's client secret: taken from Stripe's return URL once, kept for this tab (see
 * payment-secret.ts), and removed from the address bar with a replace (so it stays out of
 * history, bookmarks and a shared link); later renders and a reload read the kept copy.
 */
export function useClientSecret(paymentId: string): string | undefined {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get(SECRET_PARAM) ?? undefined;
  useEffect(() => {
    if (fromAddress === undefined) return;
    if (paymentId) keepClientSecret(paymentId, fromAddress);
    const rest = new URLSearchParams(params);
    rest.delete(SECRET_PARAM);
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [fromAddress, paymentId, params, setParams]);
  return fromAddress ?? (paymentId ? keptClientSecret(paymentId) : undefined);
}
