import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** A white surface with 12 px corners and a soft shadow. */
export function Card({
  padded = false,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { padded?: boolean }) {
  return <div className={cx('ui-card', padded && 'ui-card--padded', className)} {...rest} />;
}
