import { Link } from 'react-router';
import { Newspaper } from 'lucide-react';
import { ukDate } from '@stepup/domain';
import { Alert, Button, buttonClassName, Card, EmptyState } from '@stepup/ui';
import { useStories } from '../api/get-stories';
import './content.css';

function StoryCardSkeleton() {
  return (
    <li>
      <Card className="story-card story-card--skeleton">
        <span className="story-card__image" />
        <span className="story-card__body">
          <span className="content-skeleton__line content-skeleton__line--short" />
          <span className="content-skeleton__line" />
          <span className="content-skeleton__line" />
        </span>
      </Card>
    </li>
  );
}

/** Our Stories (docs/product.md#content-and-marketing-pages): each post's image, long date and header, linking to its page. */
export function StoriesList() {
  const { data: stories, error, isPending, refetch } = useStories();
  if (isPending)
    return (
      <ul className="story-grid" aria-busy="true" aria-label="Loading stories">
        {[0, 1, 2].map((n) => (
          <StoryCardSkeleton key={n} />
        ))}
      </ul>
    );
  if (error)
    return (
      <div className="content-page">
        <Alert tone="danger">{error.message}</Alert>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  if (stories.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        icon={<Newspaper size={40} />}
        title="No stories yet"
        action={
          <Link className={buttonClassName({ variant: 'secondary' })} to="/">
            Browse vouchers
          </Link>
        }
      >
        Stories from the businesses on our marketplace will appear here. Meanwhile, see who is
        offering vouchers today.
      </EmptyState>
    );
  return (
    <ul className="story-grid">
      {stories.map((story, index) => (
        <li key={story.id}>
          <Card className="story-card">
            {story.imageUrl ? (
              <img
                className="story-card__image"
                src={story.imageUrl}
                alt=""
                width={540}
                height={270}
                loading={index < 3 ? 'eager' : 'lazy'}
              />
            ) : (
              <span className="story-card__image" />
            )}
            <div className="story-card__body">
              <time className="story-card__date" dateTime={story.publishedAt}>
                {ukDate(story.publishedAt)}
              </time>
              <h2 className="story-card__header">
                <Link
                  className="story-card__link"
                  to={`/our-stories/${encodeURIComponent(story.id)}`}
                >
                  {story.header}
                </Link>
              </h2>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
