/**
 * A custom offer's key (ADR 027): the secret that lets a guest, or anyone following the emailed
 * link, act on that one offer. Kept for this tab like a payment's client secret (see
 * payment-secret.ts): never in an address the server sees, in sessionStorage (this tab only, gone
 * when it closes) so a reload still works, memory when the browser refuses storage.
 */
const inMemory = new Map<string, string>();
const storageKey = (offerId: string) => `stepup:custom-offer-key:${offerId}`;

export function keepOfferKey(offerId: string, offerKey: string): void {
  try {
    sessionStorage.setItem(storageKey(offerId), offerKey);
  } catch {
    inMemory.set(offerId, offerKey);
  }
}

export function keptOfferKey(offerId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(offerId)) ?? inMemory.get(offerId);
  } catch {
    return inMemory.get(offerId);
  }
}

/** The key an emailed link carries in its fragment: `/offers/{id}#key={key}`. */
export function offerKeyFromHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('key');
  return value ? value : undefined;
}
