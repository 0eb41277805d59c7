import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminAdminsRoute() {
  return <ScreenPlaceholder path="/admin/admins" />;
}
