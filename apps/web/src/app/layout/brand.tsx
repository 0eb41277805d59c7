import { Link } from 'react-router';
import type { SiteSettings } from '@stepup/contracts';

/** A simple rising-steps mark, used when the site has no uploaded logo. */
function DefaultMark() {
  return (
    <svg className="brand__mark" width="40" height="40" viewBox="0 0 32 32" aria-hidden="true">
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
  );
}

/** Logo, site name and the 'Vouchers & Gifting' tagline, linking home. */
export function Brand({ site }: { site: SiteSettings | undefined }) {
  return (
    <Link to="/" className="brand">
      {site?.logoUrl ? (
        <img className="brand__logo" src={site.logoUrl} alt="" width={40} height={40} />
      ) : (
        <DefaultMark />
      )}
      <span className="brand__text">
        <span className="brand__name">
          {site?.siteName ?? <span className="brand__skeleton" />}
        </span>
        <span className="brand__tagline">Vouchers &amp; Gifting</span>
      </span>
    </Link>
  );
}
