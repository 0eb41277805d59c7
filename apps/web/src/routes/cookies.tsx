import { StoredPage } from '../features/content/components/content-page';

/** /cookies: the stored page webCookies. */
export function CookiesRoute() {
  return <StoredPage id="webCookies" />;
}
