import '@stepup/ui/styles.css';
import './app/app.css';
import { mountApp } from '@stepup/ui';
import { lazyScreensAt } from './app/lazy-page';
import { routes } from './app/router';

// A server-rendered page (ADR 043) loads its lazy screen's code before hydrating, as the server
// did before rendering it: the screen hydrates in the same pass as the layout, before the session
// arrives and changes what it shows.
const serverRendered = document.getElementById('server-queries') !== null;
const screens = serverRendered ? lazyScreensAt(routes, window.location.pathname) : [];
void Promise.all(screens.map((screen) => screen.preload()))
  .catch(() => undefined)
  .then(() => mountApp(routes));
if (import.meta.env.PROD) {
  // The service worker and its update banner, loaded after the app.
  void import('@stepup/ui/update-prompt').then(({ mountUpdatePrompt }) => mountUpdatePrompt());
}
