import { StoredPage } from '../features/content/components/content-page';

/** /business-t-and-c: the business terms of service (stored page businessTC). */
export function BusinessTermsRoute() {
  return <StoredPage id="businessTC" />;
}
