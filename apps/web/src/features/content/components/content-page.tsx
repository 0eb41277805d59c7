import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileX } from 'lucide-react';
import { ApiError } from '@stepup/contracts';
import type { ContentPage, ContentPageId } from '@stepup/contracts';
import { ukDate } from '@stepup/domain';
import { Alert, Button, buttonClassName, Card, EmptyState, PageTitle, RichText } from '@stepup/ui';
import { usePage } from '../api/get-page';
import { usePageBySlug } from '../api/get-page-by-slug';
import './content.css';

/** Grey bars the size of a title, a date and a few paragraphs: no jump when the page arrives. */
export function ContentSkeleton({ label }: { label: string }) {
  return (
    <div className="content-skeleton" aria-busy="true" aria-label={label} role="status">
      <span className="content-skeleton__title" />
      <span className="content-skeleton__line content-skeleton__line--short" />
      <Card padded className="content-skeleton__card">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <span key={n} className="content-skeleton__line" />
        ))}
      </Card>
    </div>
  );
}

/** What a page shows when its content cannot be had: missing, or a failure to retry. */
export function ContentError({
  error,
  missingTitle,
  onRetry,
  back = { to: '/', label: 'Browse vouchers' },
}: {
  error: Error;
  missingTitle: string;
  onRetry: () => void;
  back?: { to: string; label: string };
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="content-page">
        <EmptyState
          headingLevel={2}
          icon={<FileX size={40} />}
          title={missingTitle}
          action={
            <Link className={buttonClassName({ variant: 'secondary' })} to={back.to}>
              {back.label}
            </Link>
          }
        >
          {error.message}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="content-page">
      <Alert tone="danger">{error.message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function ContentPageView({
  query,
  homeBreadcrumb,
}: {
  query: UseQueryResult<ContentPage>;
  homeBreadcrumb: boolean;
}) {
  const { data: page, error, isPending, refetch } = query;
  let body;
  if (isPending) body = <ContentSkeleton label="Loading page" />;
  else if (error)
    body = (
      <ContentError error={error} missingTitle="Page not found" onRetry={() => void refetch()} />
    );
  else
    body = (
      <article className="content-page" aria-labelledby="content-page-title">
        <PageTitle
          id="content-page-title"
          breadcrumb={homeBreadcrumb ? [<Link to="/">Home</Link>, page.title] : undefined}
          lead={
            <>
              Last updated <time dateTime={page.updatedAt}>{ukDate(page.updatedAt)}</time>
            </>
          }
        >
          {page.title}
        </PageTitle>
        <Card padded className="content-page__body">
          <RichText html={page.html} />
        </Card>
      </article>
    );
  return <div className="ui-container page">{body}</div>;
}

/** A stored page by id (docs/product.md#content-and-marketing-pages: webCookies, webTC, webPrivacy and the legal pages). */
export function StoredPage({ id }: { id: ContentPageId }) {
  return <ContentPageView query={usePage(id)} homeBreadcrumb={false} />;
}

/** A footer page by slug ('terms', 'privacy'), with a Home breadcrumb (docs/product.md#content-and-marketing-pages). */
export function FooterPage({ slug }: { slug: 'terms' | 'privacy' }) {
  return <ContentPageView query={usePageBySlug(slug)} homeBreadcrumb />;
}
