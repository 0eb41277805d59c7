import { PlaceholderPage } from '../components/placeholder-page';

export function CategoryRoute() {
  return (
    <PlaceholderPage title="Category">
      Vouchers of a single category are coming soon. Meanwhile, filter All Vouchers by category on
      the home page.
    </PlaceholderPage>
  );
}
