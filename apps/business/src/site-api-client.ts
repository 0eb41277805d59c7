import type { ApiClient } from '@stepup/contracts';

/**
 * The business site's API client has every area (createApiClient, given to mountApp): its pages
 * call the company and admin areas through the shared `useApiClient`, typed here for this site
 * only. The customer site's stays the customer areas, so it cannot call what it does not ship.
 */
declare module '@stepup/ui' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widens the shared client
  interface SiteApiClient extends ApiClient {}
}
