import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '@stepup/ui';
import { useSite } from '../../features/site/api/get-site';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

/** Keeps the tab title and favicon in step with the site's branding. */
export function useBranding() {
  const { data: site } = useSite();
  useEffect(() => {
    if (!site) return;
    document.title = site.tabInfo;
    if (site.faviconUrl) {
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (icon) icon.href = site.faviconUrl;
    }
  }, [site]);
  return site;
}

/** Header, page, footer: the frame of every customer page except the bare ones. */
export function RootLayout() {
  const site = useBranding();
  return (
    <div className="site">
      <ScrollToTop />
      <SkipLink />
      <Header site={site} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={site} />
    </div>
  );
}
