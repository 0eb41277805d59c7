import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminPaymentsRoute() {
  return <ScreenPlaceholder path="/admin/payments" />;
}
