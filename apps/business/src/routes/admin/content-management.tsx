import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminContentManagementRoute() {
  return <ScreenPlaceholder path="/admin/content-management" />;
}
