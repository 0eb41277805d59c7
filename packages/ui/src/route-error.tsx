import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from './alert';
import { buttonClassName } from './button';
import { cx } from './cx';
import { NotFound } from './not-found';
import { PageTitle } from './page-title';

/**
 * A route's error boundary: 404s show the not-found page, anything else a calm message with a
 * link back to the site's start page (`home`, also the not-found page's Go Home). `standalone` wraps it in the <main> landmark,
 * for errors that take the layout down with them; `className` adds to the page's frame.
 */
export function RouteError({
  home,
  standalone = false,
  className,
}: {
  home: { to: string; label: string };
  standalone?: boolean;
  className?: string;
}) {
  const error = useRouteError();
  const body =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound home={home.to} className={className} />
    ) : (
      <div className={cx(className, 'page')}>
        <PageTitle>Something went wrong</PageTitle>
        <Alert tone="danger">
          This page could not be shown. Please reload the page or try again in a moment.
        </Alert>
        <Link className={buttonClassName()} to={home.to}>
          {home.label}
        </Link>
      </div>
    );
  return standalone ? <main id="main">{body}</main> : body;
}
