import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert, buttonClassName, PageTitle } from '@stepup/ui';
import { NotFound } from '../components/not-found';

/** A route's error boundary: 404s show the not-found page, anything else a calm message. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const body =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : (
      <div className="ui-container page">
        <PageTitle>Something went wrong</PageTitle>
        <Alert tone="danger">
          This page could not be shown. Please reload the page or try again in a moment.
        </Alert>
        <Link className={buttonClassName()} to="/">
          Go to the home page
        </Link>
      </div>
    );
  return standalone ? <main id="main">{body}</main> : body;
}
