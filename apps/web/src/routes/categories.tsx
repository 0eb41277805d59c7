import { PlaceholderPage } from '../components/placeholder-page';

export function CategoriesRoute() {
  return (
    <PlaceholderPage title="Categories">
      Browsing vouchers by category is coming soon. Meanwhile, filter All Vouchers by category on
      the home page.
    </PlaceholderPage>
  );
}
