import { ComingSoon } from '../components/coming-soon';

export function AppTermsRoute() {
  return (
    <ComingSoon title="Terms & Conditions">
      The terms for customers will be published here shortly.
    </ComingSoon>
  );
}
