import { Link } from 'react-router';
import { PageTitle } from '@stepup/ui';
import { StoriesList } from '../features/content/components/stories-list';

/** /our-stories: the posts, newest first, each linking to /our-stories/{blogId}. */
export function OurStoriesRoute() {
  return (
    <div className="ui-container page">
      <PageTitle
        breadcrumb={[<Link to="/">Home</Link>, 'Our Stories']}
        lead="News from the marketplace and the independent businesses on it."
      >
        Our Stories
      </PageTitle>
      <StoriesList />
    </div>
  );
}
