import { ScreenPlaceholder } from '../components/screen-placeholder';

export function PerksRoute() {
  return <ScreenPlaceholder path="/perks" />;
}
