import '@stepup/ui/styles.css';
import './app/app.css';
import { mountApp } from '@stepup/ui';
import { routes } from './app/router';
import { registerServiceWorker } from './app/register-service-worker';

mountApp(routes);
if (import.meta.env.PROD) registerServiceWorker();
