import { PlaceholderPage } from '../components/placeholder-page';

export function AppTermsRoute() {
  return (
    <PlaceholderPage title="Terms & Conditions">
      The terms for customers will be published here shortly.
    </PlaceholderPage>
  );
}
