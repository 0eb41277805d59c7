/** The first focusable thing on a page: jumps past the header to the main content. */
export function SkipLink({
  href = '#main',
  children = 'Skip to main content',
}: {
  href?: string;
  children?: string;
}) {
  return (
    <a className="ui-skip-link" href={href}>
      {children}
    </a>
  );
}
