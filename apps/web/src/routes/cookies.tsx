import { ComingSoon } from '../components/coming-soon';

export function CookiesRoute() {
  return (
    <ComingSoon title="Cookies">How we use cookies will be published here shortly.</ComingSoon>
  );
}
