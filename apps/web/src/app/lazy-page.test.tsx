import { render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

// A server-rendered page (ADR 043) hydrates a lazy screen whose code the server and main.tsx
// loaded first. The session may arrive at any moment after hydration starts: the screen must
// hydrate in the same pass as the rest, not in a later pass that would draw the new session
// against the server's HTML.

/** Who is signed in, as the screen reads it (the session query stands behind it in the app). */
let viewer = 'loading';
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const read = () => viewer;
function sessionArrives(who: string) {
  viewer = who;
  listeners.forEach((notify) => notify());
}

function Screen() {
  // Like TanStack Query's useQuery: the server snapshot is the current one.
  return <p>Viewer: {useSyncExternalStore(subscribe, read, read)}</p>;
}

/** The screen's code, arriving a little after it is asked for (a network fetch). */
const loadScreen = () =>
  new Promise<{ Screen: typeof Screen }>((resolve) => setTimeout(() => resolve({ Screen }), 20));

/** React's switch for tests that drive it through act(). */
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  viewer = 'loading';
  document.body.replaceChildren();
});

describe('a lazy screen', () => {
  it('preloaded, hydrates with the page: a session arriving next is no mismatch', async () => {
    const LazyScreen = lazyPage(loadScreen, 'Screen');
    await LazyScreen.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LazyScreen />);
    document.body.append(container);
    expect(container.textContent).toBe('Viewer: loading');

    const recovered: unknown[] = [];
    // Real scheduling, as in the browser (act would hold hydration back until its scope ends).
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrateRoot(container, <LazyScreen />, {
        onRecoverableError: (error) => recovered.push(error),
      });
      await pause(5);
      sessionArrives('signed out');
      await pause(40);
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }

    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('Viewer: signed out');
  });

  it('not loaded yet, shows the preloader, then the screen', async () => {
    const LazyScreen = lazyPage(loadScreen, 'Screen');
    render(<LazyScreen />);
    expect(document.querySelector('.ui-preloader')).not.toBeNull();
    expect(await screen.findByText('Viewer: loading')).toBeVisible();
  });
});
