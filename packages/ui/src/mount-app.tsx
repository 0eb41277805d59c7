import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { createApiClient } from '@stepup/contracts';
import { AppProviders } from './app-providers';

/** Starts a site in the browser: its routes in #root, with the real API client. */
export function mountApp(routes: RouteObject[]) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html needs a #root element');

  const router = createBrowserRouter(routes);

  createRoot(root).render(
    <StrictMode>
      <AppProviders apiClient={createApiClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
