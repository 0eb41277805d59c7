import type { ReactNode } from 'react';

/** A tidy note for a screen built in a later issue: an icon, what is coming, and a next step. */
export function ComingSoon({
  icon,
  children,
  action,
}: {
  icon?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="coming-soon">
      {icon ? (
        <span className="coming-soon__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="coming-soon__text">{children}</p>
      {action}
    </div>
  );
}
