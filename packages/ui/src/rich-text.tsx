import type { SanitisedHtml } from '@stepup/contracts';
import { cx } from './cx';

/**
 * Read-only rich text from the API (pages, stories, FAQ answers). Only `SanitisedHtml` is
 * accepted: HTML the server cleaned with its allow-list and the typed client parsed, so nothing
 * typed or pasted in a browser can be rendered as markup here.
 */
export function RichText({
  html,
  className,
  id,
}: {
  html: SanitisedHtml;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={cx('ui-rich-text', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
