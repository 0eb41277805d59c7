import { ScreenPlaceholder } from '../components/screen-placeholder';

export function PaymentsRoute() {
  return <ScreenPlaceholder path="/payments" />;
}
