import { ComingSoon } from '../components/coming-soon';

export function SignupRoute() {
  return (
    <ComingSoon title="Customer Sign Up">
      Creating a free account to keep your vouchers and unlock bigger discounts is coming soon.
    </ComingSoon>
  );
}
