import { useSite } from '@stepup/ui';

/**
 * Builds addresses on the business site from its public origin, which the server reports in
 * /api/site (PUBLIC_BUSINESS_URL). Undefined until that has loaded: the link renders without an
 * href for that moment rather than pointing at the wrong site.
 */
export function useBusinessUrl(): (path: string) => string | undefined {
  const { data: site } = useSite();
  return (path) => (site ? new URL(path, site.businessUrl).toString() : undefined);
}
