import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminCompaniesRoute() {
  return <ScreenPlaceholder path="/admin/companies" />;
}
