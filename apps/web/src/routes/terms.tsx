import { FooterPage } from '../features/content/components/content-page';

/** /terms: the footer's Terms & Conditions (stored page with slug 'terms', webTC). */
export function TermsRoute() {
  return <FooterPage slug="terms" />;
}
