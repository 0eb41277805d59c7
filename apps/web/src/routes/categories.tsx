import { ComingSoon } from '../components/coming-soon';

export function CategoriesRoute() {
  return (
    <ComingSoon title="Categories">
      Browsing vouchers by category is coming soon. Meanwhile, filter All Vouchers by category on
      the home page.
    </ComingSoon>
  );
}
