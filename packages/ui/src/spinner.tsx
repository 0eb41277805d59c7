import { cx } from './cx';
import { useReportPageLoading } from './page-load-bar';

/** A spinning ring with an accessible name; the label is read out, not shown, by default. */
export function Spinner({
  label = 'Loading',
  size = 'normal',
  showLabel = false,
  className,
}: {
  label?: string;
  size?: 'normal' | 'large';
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cx('ui-spinner', size === 'large' && 'ui-spinner--large', className)}
    >
      <span className="ui-spinner__ring" aria-hidden="true" />
      <span className={showLabel ? undefined : 'ui-visually-hidden'}>{label}</span>
    </span>
  );
}

/** The full-width loading state shown while a page's data arrives. */
export function Preloader({ label = 'Loading' }: { label?: string }) {
  // While a preloader is on screen the page is loading: the top progress bar runs.
  useReportPageLoading();
  return (
    <div className="ui-preloader">
      <Spinner label={label} size="large" />
    </div>
  );
}
