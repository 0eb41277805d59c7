import { StoredPage } from '../features/content/components/content-page';

/** /business-privacy-policy: the business privacy notice (stored page businessPrivacy). */
export function BusinessPrivacyPolicyRoute() {
  return <StoredPage id="businessPrivacy" />;
}
