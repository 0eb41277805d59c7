import { ComingSoon } from '../components/coming-soon';

export function BusinessTermsRoute() {
  return (
    <ComingSoon title="Terms & Conditions">
      The terms for businesses will be published here shortly.
    </ComingSoon>
  );
}
