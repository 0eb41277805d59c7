import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminPerksRoute() {
  return <ScreenPlaceholder path="/admin/perks" />;
}
