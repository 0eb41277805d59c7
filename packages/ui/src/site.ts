import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, SiteSettings } from '@stepup/contracts';
import { useApiClient } from './api-client';

/** Branding and site-wide settings: GET /api/site. */
export function getSite(client: CustomerApiClient): Promise<SiteSettings> {
  return client.site();
}

export function siteQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: ['site'],
    queryFn: () => getSite(client),
    staleTime: 5 * 60_000,
  });
}

export function useSite() {
  const client = useApiClient();
  return useQuery(siteQueryOptions(client));
}

/**
 * Keeps the tab title (the site's tab info, then `titleSuffix`) and the favicon in step with the
 * site's branding; returns the site settings once loaded.
 */
export function useBranding(titleSuffix = '') {
  const { data: site } = useSite();
  useEffect(() => {
    if (!site) return;
    document.title = `${site.tabInfo}${titleSuffix}`;
    if (site.faviconUrl) {
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (icon) icon.href = site.faviconUrl;
    }
  }, [site, titleSuffix]);
  return site;
}
