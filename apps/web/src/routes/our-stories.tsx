import { ComingSoon } from '../components/coming-soon';

export function OurStoriesRoute() {
  return (
    <ComingSoon title="Our Stories">
      Stories from businesses and customers are coming soon.
    </ComingSoon>
  );
}
