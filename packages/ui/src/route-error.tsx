import { Component } from 'react';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Alert } from './alert';
import { buttonClassName } from './button';
import { cx } from './cx';
import { PageTitle } from './page-title';

interface RouteErrorProps {
  /** The site's start page, for the link back (also the not-found page's Go Home). */
  home: { to: string; label: string };
  /** Wraps the message in the <main> landmark, for errors that take the layout down with them. */
  standalone?: boolean;
  /** Adds to the page's frame. */
  className?: string;
}

/** What a page that failed shows: a calm message with a link back to the site's start page. */
function RouteError({ home, standalone = false, className }: RouteErrorProps) {
  const body = (
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

interface BoundaryProps {
  fallback: ReactNode;
  /** The address: a failed page is tried again once the visitor goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A route's error boundary (ADR 047: the sites use react-router's declarative mode, which has no
 * `errorElement`). Around a layout it catches what takes the layout down (`standalone`); as a
 * pathless route's element around its `<Outlet />`, a page's error, inside the layout, so the
 * header and footer stay. 404s are the routes' own `*` page.
 */
export function RouteErrorBoundary({
  children,
  ...props
}: RouteErrorProps & { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={<RouteError {...props} />}>
      {children ?? <Outlet />}
    </Boundary>
  );
}
