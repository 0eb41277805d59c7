/**
 * A payment's client secret, kept for the payment result page of this tab instead of in its
 * address: a URL is written to server logs, browser history and Referer headers, and the secret
 * alone shows a guest's voucher code. sessionStorage (this tab only, gone when it closes) lets
 * 'Check status', which reloads the page, still prove the payment; memory stands in when the
 * browser refuses storage.
 */
const inMemory = new Map<string, string>();
const storageKey = (paymentId: string) => `stepup:payment-client-secret:${paymentId}`;

export function keepClientSecret(paymentId: string, clientSecret: string): void {
  try {
    sessionStorage.setItem(storageKey(paymentId), clientSecret);
  } catch {
    // Storage disabled or full: memory serves this page view.
    inMemory.set(paymentId, clientSecret);
  }
}

export function keptClientSecret(paymentId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(paymentId)) ?? inMemory.get(paymentId);
  } catch {
    return inMemory.get(paymentId);
  }
}
