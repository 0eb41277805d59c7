import { PlaceholderPage } from '../components/placeholder-page';

export function PaymentRequestSuccessRoute() {
  return (
    <PlaceholderPage title="Request sent">
      Confirmation of your custom offer will be shown here once custom offers open.
    </PlaceholderPage>
  );
}
