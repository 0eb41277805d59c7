import { StoredPage } from '../features/content/components/content-page';

/** /app-privacy-policy: the customer privacy policy (stored page appPrivacy). */
export function AppPrivacyPolicyRoute() {
  return <StoredPage id="appPrivacy" />;
}
