import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { SiteSettings } from '@stepup/contracts';

/** A simple rising-steps mark, used when the site has no uploaded logo. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg className="brand__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
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

/** The site's logo (or the mark), its name and a tagline, linking to `to`. */
export function Brand({
  site,
  to,
  tagline,
  size,
}: {
  site: SiteSettings | undefined;
  to: string;
  tagline: string;
  /** The logo's width and height in px. */
  size: number;
}) {
  return (
    <Link to={to} className="brand" style={{ '--brand-size': `${size}px` } as CSSProperties}>
      {site?.logoUrl ? (
        // Low: a small mark in every page's header, never its largest paint; in view, the browser
        // would otherwise raise it to high and fetch it beside the page's own picture (ADR 047).
        <img
          className="brand__logo"
          src={site.logoUrl}
          alt=""
          width={size}
          height={size}
          fetchPriority="low"
        />
      ) : (
        <BrandMark size={size} />
      )}
      <span className="brand__text">
        <span className="brand__name">
          {site?.siteName ?? <span className="brand__skeleton" />}
        </span>
        <span className="brand__tagline">{tagline}</span>
      </span>
    </Link>
  );
}
