import { NotFound } from '@stepup/ui';

export function NotFoundRoute() {
  return <NotFound home="/dashboard" />;
}
