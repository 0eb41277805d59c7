import { ScreenPlaceholder } from '../components/screen-placeholder';

export function DashboardRoute() {
  return <ScreenPlaceholder path="/dashboard" />;
}
