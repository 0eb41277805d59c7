import { ComingSoon } from '../components/coming-soon';

export function OurStoryRoute() {
  return <ComingSoon title="Our Stories">This story is coming soon.</ComingSoon>;
}
