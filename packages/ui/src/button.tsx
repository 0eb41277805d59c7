import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gift' | 'link';
export type ButtonSize = 'normal' | 'small';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string | undefined;
}

/**
 * The class names of a button, for elements that must look like one without being a <button>
 * (a router link, say): `<Link className={buttonClassName({ variant: 'secondary' })} />`.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'normal',
  block = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    size === 'small' && 'ui-button--small',
    block && 'ui-button--block',
    className,
  );
}

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonStyleOptions {}

/** A button at least 44 px tall. `variant="link"` looks like a link but stays a button. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      {...rest}
    />
  );
}
