import { ScreenPlaceholder } from '../components/screen-placeholder';

export function BasicInformationRoute() {
  return <ScreenPlaceholder path="/basic-information" />;
}
