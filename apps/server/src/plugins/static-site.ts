import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import type { PageBranding, PageMeta } from './page-meta';
import { withPageMeta } from './page-meta';
import type { PageStarter, RenderPage } from './server-rendered-pages';
import {
  withInlineStylesheets,
  withScriptsAfterPaint,
  withServerPage,
} from './server-rendered-pages';

/** Paths the API owns. The business site's client route `/api` (Website Connection) is not one. */
export const isApiPath = (url: string) => url.startsWith('/api/');

/**
 * Serves one built single-page app: hashed assets cached for a year, index.html never cached,
 * and every unknown non-API GET answered with index.html so client-side routes load directly.
 * Unknown API paths stay JSON 404s.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  {
    distDir,
    filesDir,
    pageMeta,
    branding,
    renderPage,
    pageStarter,
  }: {
    distDir: string | undefined;
    filesDir: string;
    /**
     * This path's title and link-preview tags (e.g. a campaign's), put into the served
     * index.html; undefined keeps the site's defaults.
     */
    pageMeta?: (pathname: string) => Promise<PageMeta | undefined>;
    /** The stored branding, read per page (undefined keeps the built defaults). */
    branding?: () => Promise<PageBranding | undefined>;
    /**
     * The page's HTML as a visitor sees it (the customer site's server renderer, ADR 043), put
     * into #root so it paints before any script runs; undefined leaves #root for the browser.
     */
    renderPage?: RenderPage;
    /** The inline script that starts a server-rendered page's scripts after its paint (ADR 047). */
    pageStarter?: PageStarter;
  },
): Promise<void> {
  fs.mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  const hasSite = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build's .br and .gz beside each script and stylesheet (ADR 047), sent as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A hashed file is never asked again (its name changes with it): nothing to revalidate
        // or resume, so no validators, which were 100 bytes on each of a page's files (ADR 047).
        if (immutable) {
          reply.removeHeader('etag');
          reply.removeHeader('last-modified');
          reply.removeHeader('accept-ranges');
        }
      },
    });
  }

  // Read once: the built index.html does not change while the server runs.
  let indexHtml: string | undefined;
  /** index.html for server-rendered pages: stylesheets inline, scripts after the paint (ADR 047). */
  let inlinedHtml: string | undefined;
  const readAsset = (href: string) => {
    const file = path.join(distDir!, href);
    return file.startsWith(path.join(distDir!, 'assets')) && fs.existsSync(file)
      ? fs.readFileSync(file, 'utf8')
      : undefined;
  };
  async function pageHtml(url: string): Promise<string | undefined> {
    if ((!pageMeta && !branding && !renderPage) || !hasSite) return undefined;
    const pathname = url.split('?')[0] ?? '/';
    // A page whose data cannot be read (database down) still loads, with the defaults.
    const [meta, brand, page] = await Promise.all([
      pageMeta?.(pathname).catch(() => undefined),
      branding?.().catch(() => undefined),
      renderPage?.(url),
    ]);
    if (!meta && !brand && !page) return undefined;
    indexHtml ??= fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    if (!page) return withPageMeta(indexHtml, meta, brand);
    inlinedHtml ??= withScriptsAfterPaint(withInlineStylesheets(indexHtml, readAsset), pageStarter);
    return withServerPage(withPageMeta(inlinedHtml, meta, brand), page, url, readAsset);
  }

  // Every unknown GET (and HEAD) is a page of the app: a route, not the not-found handler, so
  // @fastify/compress (which hooks routes only) compresses the page's HTML; a server-rendered page
  // carries its stylesheets and its data and is several times smaller compressed (ADR 047).
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) throw new AppError('not_found', 'Not found.');
    if (!hasSite) {
      return reply
        .status(503)
        .type('text/plain')
        .send('This site has not been built yet: run `npm run build`, or start with `npm start`.');
    }
    const html = await pageHtml(request.url);
    if (html !== undefined) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
  });
  app.setNotFoundHandler(async () => {
    throw new AppError('not_found', 'Not found.');
  });
}
