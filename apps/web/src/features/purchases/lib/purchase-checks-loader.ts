import type * as checksModule from './purchase-checks';

/**
 * The gift and guest checks (purchase-checks.ts, with the domain's zod schemas) on demand: loading
 * starts when a buyer starts filling the purchase inputs, and the buy button waits for it. Once
 * loaded they are at hand synchronously, for messages that follow the typing.
 */
export type PurchaseChecks = typeof checksModule;

let loaded: PurchaseChecks | null = null;
let loading: Promise<PurchaseChecks> | null = null;

export function loadPurchaseChecks(): Promise<PurchaseChecks> {
  loading ??= import('./purchase-checks').then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      // A failed download (offline, a new release) is tried again on the next attempt.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The checks if already loaded, else null. */
export function loadedPurchaseChecks(): PurchaseChecks | null {
  return loaded;
}
