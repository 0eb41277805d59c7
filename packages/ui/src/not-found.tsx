import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { NOT_FOUND } from '@stepup/domain';
import { buttonClassName } from './button';
import { cx } from './cx';

/**
 * The not-found page: its text and a Go Home link to the site's own home, `home`: `/` on the
 * customer site, `/dashboard` on the business site (docs/product.md#customer-site-routes, ADR 053).
 * `className` adds to the frame, e.g. 'ui-container' where the layout has no page padding.
 */
export function NotFound({ home, className }: { home: string; className?: string }) {
  return (
    <div className={cx(className, 'not-found')}>
      <SearchX className="not-found__icon" aria-hidden="true" size={64} />
      <h1 className="not-found__text">{NOT_FOUND}</h1>
      <Link className={buttonClassName()} to={home}>
        Go Home
      </Link>
    </div>
  );
}
