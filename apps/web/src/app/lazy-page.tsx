import { lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { Preloader } from '@stepup/ui';

/** A screen whose code loads on demand, with a way to load it ahead of its first render. */
export interface LazyScreen {
  (): ReactElement;
  /** Loads the screen's code; a screen mounted after that renders at once, without suspending. */
  preload(): Promise<void>;
}

/**
 * A screen whose code loads on demand (code-splitting), so the home page never downloads the
 * account, purchase or content code. The layout stays on screen; the page's place shows the
 * preloader until its code has arrived.
 *
 * A server-rendered page (ADR 043) loads its screen's code first, on the server and in the
 * browser (lazyScreensAt), and the screen is then rendered directly, with no Suspense boundary:
 * React hydrates a boundary's content in a later pass of its own, and a session arriving in
 * between would be drawn there against the server's visitor HTML (a hydration mismatch).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Page = lazy<ComponentType>(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function LazyPage() {
    // Decided once per mount: a screen whose code arrives while it is on screen stays in its
    // boundary (switching would remount it and lose what the person typed).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<Preloader label="Loading page" />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/** The lazy screens of the routes at `pathname`, to preload before rendering its server HTML. */
export function lazyScreensAt(routes: RouteObject[], pathname: string): LazyScreen[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type;
    return typeof type === 'function' && 'preload' in type ? [type as LazyScreen] : [];
  });
}
