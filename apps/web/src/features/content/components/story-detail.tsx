import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ukDate } from '@stepup/domain';
import { PageTitle, RichText } from '@stepup/ui';
import { useStory } from '../api/get-story';
import { ContentError, ContentSkeleton } from './content-page';
import './content.css';

/** One story (docs/product.md#content-and-marketing-pages): header, date, image and its read-only rich text. */
export function StoryDetail({ id }: { id: string }) {
  const { data: story, error, isPending, refetch } = useStory(id);
  if (isPending) return <ContentSkeleton label="Loading story" />;
  if (error)
    return (
      <ContentError
        error={error}
        missingTitle="Story not found"
        onRetry={() => void refetch()}
        back={{ to: '/our-stories', label: 'See all stories' }}
      />
    );
  return (
    <article className="story" aria-labelledby="story-title">
      <PageTitle
        id="story-title"
        breadcrumb={[<Link to="/">Home</Link>, <Link to="/our-stories">Our Stories</Link>]}
        lead={<time dateTime={story.publishedAt}>{ukDate(story.publishedAt)}</time>}
      >
        {story.header}
      </PageTitle>
      {story.imageUrl ? (
        <img className="story__image" src={story.imageUrl} alt="" width={1080} height={540} />
      ) : null}
      <RichText className="story__text" html={story.html} />
      <Link className="story__back" to="/our-stories">
        <ArrowLeft aria-hidden="true" size={18} /> All stories
      </Link>
    </article>
  );
}
