import { useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * A site's routes matched against the address, in react-router's declarative mode (ADR 047): the
 * sites load no data through the router, and its data router is 15 KB of script every page paid
 * for. The browser wraps it in a BrowserRouter, the server renderer in a StaticRouter, tests in a
 * MemoryRouter.
 */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
