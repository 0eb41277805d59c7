import { useEffect } from 'react';
import { useSite } from '../../features/site/api/get-site';

/** Keeps the tab title (with ' | Business') and favicon in step with the site's branding. */
export function useBranding() {
  const { data: site } = useSite();
  useEffect(() => {
    if (!site) return;
    document.title = `${site.tabInfo} | Business`;
    if (site.faviconUrl) {
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (icon) icon.href = site.faviconUrl;
    }
  }, [site]);
  return site;
}
