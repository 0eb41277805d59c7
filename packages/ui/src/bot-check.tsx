import { lazy, Suspense, useId } from 'react';
import { Spinner } from './spinner';

const AltchaWidget = lazy(() => import('./altcha-widget'));

/**
 * The sign-up bot check (altcha, a self-hosted proof of work): a labelled group around the
 * widget. Remount it (a new `key`) for a fresh check.
 */
export function BotCheck({
  onChange,
  error,
}: {
  onChange: (payload: string | null) => void;
  error?: string | undefined;
}) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div
      className="bot-check"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <span className="ui-field__label" id={labelId}>
        Bot check
      </span>
      <span className="ui-field__hint" id={hintId}>
        Tick the box to show you are a person. It takes a few seconds and needs no puzzle.
      </span>
      <Suspense
        fallback={
          <div className="bot-check__loading">
            <Spinner label="Loading the bot check" />
          </div>
        }
      >
        <AltchaWidget onChange={onChange} />
      </Suspense>
      {error ? (
        <span className="ui-field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
