import { ScreenPlaceholder } from '../components/screen-placeholder';

export function SetupHelpRoute() {
  return <ScreenPlaceholder path="/setup-help" />;
}
