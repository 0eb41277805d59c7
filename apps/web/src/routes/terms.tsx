import { PlaceholderPage } from '../components/placeholder-page';

/** The footer's Terms & Conditions page (stored page 'terms'). */
export function TermsRoute() {
  return (
    <PlaceholderPage title="Terms & Conditions">
      Our terms will be published here shortly.
    </PlaceholderPage>
  );
}
