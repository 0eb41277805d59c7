import { Link } from 'react-router';
import type { SiteSettings } from '@stepup/contracts';

/** Logo (or a rising-steps mark), site name and 'Business', linking to the dashboard. */
export function Brand({
  site,
  to = '/dashboard',
}: {
  site: SiteSettings | undefined;
  to?: string;
}) {
  return (
    <Link to={to} className="brand">
      {site?.logoUrl ? (
        <img className="brand__logo" src={site.logoUrl} alt="" width={36} height={36} />
      ) : (
        <svg className="brand__mark" width="36" height="36" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path
            d="M7 24h6v-5h6v-5h6V8"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      )}
      <span className="brand__text">
        <span className="brand__name">
          {site?.siteName ?? <span className="brand__skeleton" />}
        </span>
        <span className="brand__tagline">Business</span>
      </span>
    </Link>
  );
}
