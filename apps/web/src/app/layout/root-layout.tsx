import { Outlet } from 'react-router';
import { PageLoadBar, SkipLink, useBranding } from '@stepup/ui';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

/** Header, page, footer: the frame of every customer page except the bare ones. */
export function RootLayout() {
  const site = useBranding();
  return (
    <div className="site">
      <ScrollToTop />
      <PageLoadBar />
      <SkipLink />
      <Header site={site} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={site} />
    </div>
  );
}
