import '@stepup/ui/styles.css';
import './app/app.css';
import { createApiClient } from '@stepup/contracts';
import { mountApp } from '@stepup/ui';
import { routes } from './app/router';

mountApp(routes, createApiClient());
if (import.meta.env.PROD) {
  // The service worker (the installable till, ADR 039) and its update banner, after the app.
  void import('@stepup/ui/update-prompt').then(({ mountUpdatePrompt }) => mountUpdatePrompt());
}
