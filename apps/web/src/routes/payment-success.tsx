import { ComingSoon } from '../components/coming-soon';

export function PaymentSuccessRoute() {
  return (
    <ComingSoon title="Payment result">
      Your payment status and voucher code will be shown here once buying opens.
    </ComingSoon>
  );
}
