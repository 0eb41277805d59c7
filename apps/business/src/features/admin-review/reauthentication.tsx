import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '@stepup/contracts';
import { ConfirmIdentityDialog } from './components/confirm-identity-dialog';

/** Runs an admin action; when the server asks for a recent confirmation of identity, asks first. */
type WithReauthentication = <T>(action: () => Promise<T>) => Promise<T>;

const ReauthenticationContext = createContext<WithReauthentication | null>(null);

const needsConfirmation = (error: unknown) =>
  error instanceof ApiError && error.code === 'reauthentication_required';

/**
 * The admin area's answer to 403 reauthentication_required: a dialog asks for the password and
 * an authenticator code, then the action runs again. Closing the dialog gives up: the action fails
 * with the server's message, which its screen shows as for any other refusal.
 */
export function ReauthenticationProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<{ confirmed: () => void; cancelled: () => void } | null>(
    null,
  );
  const pending = useRef<Promise<void> | null>(null);

  /** One dialog at a time: actions refused together wait for the same confirmation. */
  const ask = useCallback(() => {
    pending.current ??= new Promise<void>((resolve, reject) => {
      const done = (settle: () => void) => () => {
        pending.current = null;
        setAsking(null);
        settle();
      };
      setAsking({ confirmed: done(resolve), cancelled: done(reject) });
    });
    return pending.current;
  }, []);

  const withReauthentication = useCallback<WithReauthentication>(
    async (action) => {
      // Where focus goes back once the dialog is done (the button that started the action).
      const started = document.activeElement;
      try {
        return await action();
      } catch (error) {
        if (!needsConfirmation(error)) throw error;
        try {
          await ask();
        } catch {
          returnFocus(started);
          throw error;
        }
        try {
          return await action();
        } finally {
          returnFocus(started);
        }
      }
    },
    [ask],
  );

  const value = useMemo(() => withReauthentication, [withReauthentication]);
  return (
    <ReauthenticationContext.Provider value={value}>
      {children}
      {asking ? (
        <ConfirmIdentityDialog onConfirmed={asking.confirmed} onClose={asking.cancelled} />
      ) : null}
    </ReauthenticationContext.Provider>
  );
}

/**
 * The dialog's own focus return goes to whatever had focus when it opened, usually nothing (the
 * action's button is disabled while the action runs). Once the screen has caught up, the button
 * gets it back, if it is still there and usable and focus has not gone anywhere else meanwhile.
 */
function returnFocus(element: Element | null, framesLeft = 20) {
  if (!(element instanceof HTMLElement)) return;
  requestAnimationFrame(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (!lost || !element.isConnected) return;
    if (!element.matches(':disabled')) element.focus();
    else if (framesLeft > 0) returnFocus(element, framesLeft - 1);
  });
}

/** Wraps an admin action (see ReauthenticationProvider); outside the provider it runs as is. */
export function useReauthentication(): WithReauthentication {
  return useContext(ReauthenticationContext) ?? ((action) => action());
}
