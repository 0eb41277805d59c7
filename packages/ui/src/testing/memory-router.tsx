import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import type { Location, NavigationType, RouteObject } from 'react-router';
import { SiteRoutes } from '../site-routes';

/** Where a test's router is: the address and how it got there (PUSH, REPLACE, POP). */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
}

/**
 * `routes` in a MemoryRouter at `path`, as the sites mount them (SiteRoutes), and a live view of
 * where it is for the test's assertions.
 */
export function memoryRouter(
  routes: RouteObject[],
  path: string,
): { element: ReactElement; router: TestRouter } {
  const router = {} as TestRouter;
  function Watch() {
    router.state = { location: useLocation(), historyAction: useNavigationType() };
    return null;
  }
  return {
    router,
    element: (
      <MemoryRouter initialEntries={[path]}>
        <Watch />
        <SiteRoutes routes={routes} />
      </MemoryRouter>
    ),
  };
}
