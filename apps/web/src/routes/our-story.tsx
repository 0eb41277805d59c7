import { useParams } from 'react-router';
import { StoryDetail } from '../features/content/components/story-detail';

/** /our-stories/{blogId}: one story. */
export function OurStoryRoute() {
  const { id = '' } = useParams();
  return (
    <div className="ui-container page">
      <StoryDetail id={id} />
    </div>
  );
}
