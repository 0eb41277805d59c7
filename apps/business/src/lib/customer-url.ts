import { useSite } from '@stepup/ui';

/**
 * Builds addresses on the customer site from its public origin, which the server reports in
 * /api/site (PUBLIC_WEB_URL). Undefined until that has loaded.
 */
export function useCustomerUrl(): (path: string) => string | undefined {
  const { data: site } = useSite();
  return (path) => (site ? new URL(path, site.webUrl).toString() : undefined);
}
