import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminGiftingRoute() {
  return <ScreenPlaceholder path="/admin/gifting" />;
}
