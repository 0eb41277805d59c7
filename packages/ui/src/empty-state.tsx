import type { ReactNode } from 'react';

/** What an empty list shows: what happened, and what to do next. */
export function EmptyState({
  title,
  children,
  icon,
  action,
  headingLevel = 3,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="ui-empty">
      {icon ? (
        <span className="ui-empty__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="ui-empty__title">{title}</Heading>
      {children ? <p className="ui-empty__text">{children}</p> : null}
      {action}
    </div>
  );
}
