import { ScreenPlaceholder } from '../components/screen-placeholder';

export function WebsiteConnectionRoute() {
  return <ScreenPlaceholder path="/api" />;
}
