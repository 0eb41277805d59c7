import { NotFound } from '@stepup/ui';

/** /pages/404 and every unknown address. */
export function NotFoundRoute() {
  return <NotFound home="/" className="ui-container" />;
}
