// The customer site rendered on the server (ADR 043): built by `vite build --ssr` into
// dist-ssr/entry-server.js and loaded by the server's plugins/server-rendered-pages.ts. The same
// routes and components as the browser's main.tsx, which hydrates this HTML.
// eslint-disable-next-line no-restricted-imports -- the server renderer runs in Node, not the browser
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { DehydratedState, Query } from '@tanstack/react-query';
import { createCustomerApiClient } from '@stepup/contracts';
import { AppProviders, createQueryClient, SiteRoutes } from '@stepup/ui';
import { lazyScreensAt } from './app/lazy-page';
import { routes } from './app/router';
import { isPublicQuery, lazyScreenOf, rendersOnServer } from './app/server-rendered';

export { rendersOnServer } from './app/server-rendered';

/** One server-rendered page: the app's HTML for #root and the data it was drawn from. */
export interface ServerPage {
  html: string;
  /** The public queries the HTML shows, for the browser's query cache (no refetch to hydrate). */
  queries: DehydratedState;
  /** The stylesheets of the page's lazy screen (built addresses), for the head. */
  stylesheets: string[];
}

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

let manifest: Record<string, ManifestChunk> | undefined;

/**
 * The stylesheets a lazy screen needs, its own and those of the chunks it imports, from the
 * browser build's manifest (dist/.vite/manifest.json, beside this build's dist-ssr).
 */
function stylesheetsOf(source: string | undefined): string[] {
  if (!source) return [];
  manifest ??= JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest?.[key];
    chunk?.css?.forEach((file) => found.add(`/${file}`));
    chunk?.imports?.forEach(visit);
  };
  visit(source);
  return [...found];
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Renders until React has waited for every lazy screen; the HTML as one string, or undefined when
 * a component failed (React would leave that part to the browser: the page is left to it whole).
 */
async function renderToHtml(tree: ReactNode): Promise<string | undefined> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(tree, {
    // Every boundary in place: none outlined to be moved in by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: () => {
      failed = true;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return failed ? undefined : Buffer.concat(chunks).toString('utf8');
}

/** A query the page asked for and nobody has fetched yet (useQuery never fetches on the server). */
const unfetched = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle';

/**
 * A boundary React could not finish in this pass (`<!--$?-->`, a lazy screen whose code was still
 * loading) would be completed by an inline script, which a page must not need (no script may run
 * before it paints; the Content-Security-Policy forbids inline ones). Its code is loaded by then,
 * so the next pass renders it in place.
 */
const unfinished = (html: string) => html.includes('<!--$?-->') || html.includes('<!--$!-->');

/** At most this many passes: the page, then the page with the data its first pass asked for, … */
const MAX_PASSES = 4;

/**
 * The page at `url` as a visitor sees it, or undefined when it is not one of the server-rendered
 * pages (rendersOnServer) or its data cannot be read (the browser then renders it as
 * before). `fetch` answers /api calls without any viewer's cookie, so the HTML is public.
 *
 * The components' own useQuery calls say what data a page needs: each pass renders, fetches the
 * public queries it asked for, and renders again, until no new query appears.
 */
export async function renderPage(url: string, fetch: Fetch): Promise<ServerPage | undefined> {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (!rendersOnServer(pathname)) return undefined;
  // The screen's code first, as the browser loads it before hydrating (lazyPage): rendered
  // directly, with no Suspense boundary to hydrate in a pass of its own.
  await Promise.all(lazyScreensAt(routes, pathname).map((screen) => screen.preload()));

  const apiClient = createCustomerApiClient({ fetch });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const tree = () => (
    <StrictMode>
      <AppProviders apiClient={apiClient} queryClient={queryClient}>
        <StaticRouter location={`${pathname}${search}`}>
          <SiteRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );

  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const html = await renderToHtml(tree());
    if (html === undefined) return undefined;
    const wanted = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => unfetched(query) && isPublicQuery(query.queryKey) });
    if (wanted.length === 0 && !unfinished(html)) {
      return {
        html,
        stylesheets: stylesheetsOf(lazyScreenOf(pathname)),
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) =>
            query.state.status === 'success' && isPublicQuery(query.queryKey),
        }),
      };
    }
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    // A page whose data failed (a missing campaign, the database down) is left to the browser,
    // which shows the failure as it always has; the HTML would not match what it renders.
    if (wanted.some((query) => query.state.status === 'error')) return undefined;
  }
  return undefined;
}
