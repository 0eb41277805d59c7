import { FooterPage } from '../features/content/components/content-page';

/** /privacy: the footer's Privacy Policy (stored page with slug 'privacy', webPrivacy). */
export function PrivacyRoute() {
  return <FooterPage slug="privacy" />;
}
