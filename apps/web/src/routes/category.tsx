import { ComingSoon } from '../components/coming-soon';

export function CategoryRoute() {
  return (
    <ComingSoon title="Category">
      Vouchers of a single category are coming soon. Meanwhile, filter All Vouchers by category on
      the home page.
    </ComingSoon>
  );
}
