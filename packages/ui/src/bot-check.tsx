import { lazy, Suspense, useId } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

const AltchaWidget = lazy(() => import('./altcha-widget'));

/**
 * The sign-up bot check (altcha, a self-hosted proof of work): a labelled group around the
 * widget. Remount it (a new `key`) for a fresh check. With `started` false the widget's code is
 * not loaded yet: a button in its place starts it (`onStart`), for a form that starts it itself
 * when someone begins filling it in (a campaign page's guest purchase).
 */
export function BotCheck({
  onChange,
  error,
  started = true,
  onStart,
}: {
  onChange: (payload: string | null) => void;
  error?: string | undefined;
  started?: boolean;
  onStart?: () => void;
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
      {started ? (
        <Suspense
          fallback={
            <div className="bot-check__loading">
              <Spinner label="Loading the bot check" showLabel />
            </div>
          }
        >
          <AltchaWidget onChange={onChange} />
        </Suspense>
      ) : (
        <div className="bot-check__loading">
          <Button variant="link" onClick={onStart}>
            Start the bot check
          </Button>
        </div>
      )}
      {error ? (
        <span className="ui-field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
