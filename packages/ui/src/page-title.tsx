import type { ReactNode } from 'react';

/**
 * A page's <h1>, with an optional breadcrumb above it (pass the links as nodes, since the
 * router's <Link> lives in the apps) and a lead line under it.
 */
export function PageTitle({
  children,
  breadcrumb,
  lead,
  id,
}: {
  children: ReactNode;
  breadcrumb?: ReactNode[];
  lead?: ReactNode;
  id?: string;
}) {
  return (
    <div className="ui-page-title">
      {breadcrumb && breadcrumb.length > 0 ? (
        <nav className="ui-page-title__breadcrumb" aria-label="Breadcrumb">
          <ol>
            {breadcrumb.map((crumb, index) => (
              <li key={index}>{crumb}</li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 id={id}>{children}</h1>
      {lead ? <p className="ui-page-title__lead">{lead}</p> : null}
    </div>
  );
}
