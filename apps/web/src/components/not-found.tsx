import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { NOT_FOUND } from '@stepup/domain';
import { buttonClassName } from '@stepup/ui';

/** The spec's not-found page: its text and a Go Home link to /dashboard (spec §2). */
export function NotFound() {
  return (
    <div className="ui-container not-found">
      <SearchX className="not-found__icon" aria-hidden="true" size={64} />
      <h1 className="not-found__text">{NOT_FOUND}</h1>
      <Link className={buttonClassName()} to="/dashboard">
        Go Home
      </Link>
    </div>
  );
}
