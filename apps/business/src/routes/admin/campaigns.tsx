import { ScreenPlaceholder } from '../../components/screen-placeholder';

export function AdminCampaignsRoute() {
  return <ScreenPlaceholder path="/admin/campaigns" />;
}
