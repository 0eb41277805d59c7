import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient } from '@stepup/contracts';
import '@stepup/ui/styles.css';
import './app/app.css';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

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
