// The site this till is at (multi-site groups), remembered on this device: a shop's tablet stays
// at its shop. Stored per browser, not per account: whoever serves at this till uses it.

const KEY = 'stepup.till-site';

/** The site chosen on this device, or undefined (none chosen, or storage unavailable). */
export function readTillSite(): string | undefined {
  try {
    return window.localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeTillSite(siteId: string | null) {
  try {
    if (siteId) window.localStorage.setItem(KEY, siteId);
    else window.localStorage.removeItem(KEY);
  } catch {
    // Private browsing without storage: the choice lasts until the page is left.
  }
}
