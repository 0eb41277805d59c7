import { PlaceholderPage } from '../components/placeholder-page';

export function OurStoriesRoute() {
  return (
    <PlaceholderPage title="Our Stories">
      Stories from businesses and customers are coming soon.
    </PlaceholderPage>
  );
}
