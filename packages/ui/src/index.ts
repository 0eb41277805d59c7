// Shared React components of the customer and business sites. Styles: '@stepup/ui/styles.css'.
export { cx } from './cx';
export { Button, buttonClassName } from './button';
export type { ButtonProps, ButtonSize, ButtonStyleOptions, ButtonVariant } from './button';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Alert } from './alert';
export type { AlertTone } from './alert';
export { Spinner, Preloader } from './spinner';
export { Card } from './card';
export { EmptyState } from './empty-state';
export { PageTitle } from './page-title';
export { VisuallyHidden } from './visually-hidden';
export { SkipLink } from './skip-link';
export { Modal } from './modal';
