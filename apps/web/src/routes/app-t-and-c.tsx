import { StoredPage } from '../features/content/components/content-page';

/** /app-t-and-c: the customer terms (stored page appTC), linked from each campaign. */
export function AppTermsRoute() {
  return <StoredPage id="appTC" />;
}
