import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { NOT_FOUND } from '@stepup/domain';
import { buttonClassName } from './button';
import { cx } from './cx';

/**
 * The not-found page: its text and a Go Home link to /dashboard (docs/product.md#customer-site-routes).
 * `className` adds to the frame, e.g. 'ui-container' where the layout has no page padding.
 */
export function NotFound({ className }: { className?: string }) {
  return (
    <div className={cx(className, 'not-found')}>
      <SearchX className="not-found__icon" aria-hidden="true" size={64} />
      <h1 className="not-found__text">{NOT_FOUND}</h1>
      <Link className={buttonClassName()} to="/dashboard">
        Go Home
      </Link>
    </div>
  );
}
