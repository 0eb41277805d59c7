import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminDashboardRoute() {
  return <ScreenPlaceholder path="/admin/dashboard" />;
}
