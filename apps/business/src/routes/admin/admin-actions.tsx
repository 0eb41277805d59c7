import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminActionsRoute() {
  return <ScreenPlaceholder path="/admin/admin-actions" />;
}
