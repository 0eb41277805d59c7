import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminNotificationsRoute() {
  return <ScreenPlaceholder path="/admin/notifications" />;
}
