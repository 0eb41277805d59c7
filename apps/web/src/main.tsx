import '@stepup/ui/styles.css';
import './app/app.css';
import { mountApp } from '@stepup/ui';
import { routes } from './app/router';

mountApp(routes);
if (import.meta.env.PROD) {
  // The service worker and its update banner, loaded after the app.
  void import('@stepup/ui/update-prompt').then(({ mountUpdatePrompt }) => mountUpdatePrompt());
}
