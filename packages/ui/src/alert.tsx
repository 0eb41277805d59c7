import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertTone = 'info' | 'success' | 'danger';

const icons: Record<AlertTone, ReactNode> = {
  info: <path d="M12 16v-4M12 8h.01" />,
  success: <path d="m8 12 3 3 5-6" />,
  danger: <path d="M12 8v4M12 16h.01" />,
};

/**
 * A message banner. Danger alerts interrupt (role="alert"); info and success are polite
 * (role="status").
 */
export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx('ui-alert', `ui-alert--${tone}`, className)}
    >
      <svg
        className="ui-alert__icon"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" />
        {icons[tone]}
      </svg>
      <div>{children}</div>
    </div>
  );
}
