import { ComingSoon } from '../components/coming-soon';

export function PaymentRequestSuccessRoute() {
  return (
    <ComingSoon title="Request sent">
      Confirmation of your custom offer will be shown here once custom offers open.
    </ComingSoon>
  );
}
