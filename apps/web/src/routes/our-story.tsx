import { PlaceholderPage } from '../components/placeholder-page';

export function OurStoryRoute() {
  return <PlaceholderPage title="Our Stories">This story is coming soon.</PlaceholderPage>;
}
