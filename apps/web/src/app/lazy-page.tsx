import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Preloader } from '@stepup/ui';

/**
 * A screen whose code loads on demand (code-splitting), so the home page never downloads the
 * account, purchase or content code. The layout stays on screen; the page's place shows the
 * preloader until its code has arrived.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Preloader label="Loading page" />}>
        <Page />
      </Suspense>
    );
  };
}
