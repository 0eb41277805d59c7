import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminCustomersRoute() {
  return <ScreenPlaceholder path="/admin/customers" />;
}
