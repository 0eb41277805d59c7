import '@stepup/ui/styles.css';
import './app/app.css';
import { mountApp } from '@stepup/ui';
import { routes } from './app/router';
import { lazyScreenOf } from './app/server-rendered';

/**
 * The code of a server-rendered page's lazy screen (ADR 043), loaded before hydrating: the screen
 * then hydrates at once, before the session arrives and changes what it shows.
 */
const lazyScreens: Record<string, () => Promise<unknown>> = {
  'src/routes/campaign.tsx': () => import('./routes/campaign'),
  'src/routes/our-stories.tsx': () => import('./routes/our-stories'),
  'src/routes/our-story.tsx': () => import('./routes/our-story'),
};
const screen = lazyScreenOf(window.location.pathname);
const serverRendered = document.getElementById('server-queries') !== null;
void (screen && serverRendered ? (lazyScreens[screen]?.() ?? Promise.resolve()) : Promise.resolve())
  .catch(() => undefined)
  .then(() => mountApp(routes));
if (import.meta.env.PROD) {
  // The service worker and its update banner, loaded after the app.
  void import('@stepup/ui/update-prompt').then(({ mountUpdatePrompt }) => mountUpdatePrompt());
}
