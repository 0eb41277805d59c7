import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';

// The widget without its inline workers: the proof of work runs in a worker file served by the
// site itself, so the server's default Content-Security-Policy (script-src 'self') allows it.
// The server's challenges use PBKDF2/SHA-256.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** GET /api/account/bot-check answers the widget's challenge (a self-hosted proof of work). */
export const BOT_CHECK_CHALLENGE_URL = '/api/account/bot-check';

const theme = {
  '--altcha-color-primary': '#0f766e',
  '--altcha-color-success': '#15803d',
  '--altcha-color-error': '#b91c1c',
  '--altcha-color-base-content': '#1e293b',
  '--altcha-border-radius': '8px',
  '--altcha-max-width': '100%',
} as CSSProperties;

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

/**
 * The altcha web component, loaded on its own (it is large): reports the payload once the proof
 * of work is verified, and null whenever it is not (expired, error, reset).
 */
export default function AltchaWidget({ onChange }: { onChange: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  return (
    <altcha-widget
      ref={ref}
      challenge={BOT_CHECK_CHALLENGE_URL}
      name="botCheck"
      type="checkbox"
      style={theme}
    />
  );
}
