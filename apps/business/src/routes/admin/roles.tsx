import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminRolesRoute() {
  return <ScreenPlaceholder path="/admin/roles" />;
}
