import { NotFound } from '../components/not-found';

/** /pages/404 and every unknown address. */
export function NotFoundRoute() {
  return <NotFound />;
}
