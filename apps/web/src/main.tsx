import '@stepup/ui/styles.css';
import './app/app.css';
import { mountApp } from '@stepup/ui';
import { routes } from './app/router';

mountApp(routes);
