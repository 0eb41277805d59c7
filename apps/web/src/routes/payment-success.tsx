import { PlaceholderPage } from '../components/placeholder-page';

export function PaymentSuccessRoute() {
  return (
    <PlaceholderPage title="Payment result">
      Your payment status and voucher code will be shown here once buying opens.
    </PlaceholderPage>
  );
}
