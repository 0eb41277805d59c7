import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './page-meta';

/** What the customer site's server build (apps/web/src/entry-server.tsx) renders for one page. */
export interface ServerPage {
  /** The app's HTML, for #root. */
  html: string;
  /** The public queries it was drawn from (TanStack Query's dehydrated state). */
  queries: unknown;
  /** The stylesheets of its lazy screen (built addresses such as /assets/campaign-….css). */
  stylesheets: string[];
}

/** Renders a page's HTML for a visitor, or undefined when the browser should render it. */
export type RenderPage = (url: string) => Promise<ServerPage | undefined>;

interface ServerEntry {
  renderPage(
    url: string,
    fetch: (input: string, init?: RequestInit) => Promise<Response>,
  ): Promise<ServerPage | undefined>;
}

/**
 * The customer site's server renderer (ADR 043), from its build (`dist-ssr/entry-server.js`), or
 * undefined when there is none (tests that serve the API alone, a build without it): every page
 * is then rendered in the browser, as before.
 *
 * The renderer reads its data from this app's own API, in process (`app.inject`) and with no
 * cookie, so a page's HTML is what any visitor sees and never carries one viewer's data: the
 * browser asks for the viewer's own once it runs.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryFile: string | undefined,
): Promise<RenderPage | undefined> {
  if (!entryFile || !fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;

  async function fetchInProcess(input: string, init?: RequestInit): Promise<Response> {
    const url = new URL(input, 'http://localhost');
    const res = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { accept: String(new Headers(init?.headers).get('accept') ?? 'application/json') },
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }

  return async (url) => {
    try {
      return await entry.renderPage(url, fetchInProcess);
    } catch (err) {
      // A page that fails to render on the server still loads: the browser renders it.
      app.log.warn({ err, url }, 'server rendering failed; the browser renders the page');
      return undefined;
    }
  };
}

/**
 * index.html with the site's own stylesheets (the build's entry CSS, linked from /assets/) put
 * inline: a server-rendered page paints without waiting for one more request first (ADR 047).
 * Each `<style>` names the file it holds (`data-href`), so withServerPage does not link it again.
 * `readAsset` answers a built file's text, or undefined when it is missing (the link then stays).
 */
export function withInlineStylesheets(
  indexHtml: string,
  readAsset: (href: string) => string | undefined,
): string {
  return indexHtml.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g,
    (link, href: string) => {
      const css = readAsset(href);
      return css === undefined ? link : inlineStylesheet(href, css);
    },
  );
}

/** The type of a link that only marks its stylesheet as already inline (see withServerPage). */
const INLINED_STYLESHEET_TYPE = 'text/x-inline';

/** A built stylesheet as a `<style>` naming its file; it cannot end its element early. */
function inlineStylesheet(href: string, css: string): string {
  return `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** The customer site's script (apps/web/public) that starts a server-rendered page's scripts. */
export const START_AFTER_PAINT = '/start-after-paint.js';

/**
 * The starter's code, put inline at the end of each server-rendered page, and the
 * Content-Security-Policy source that allows exactly that code (its SHA-256), and no other inline
 * script. Inline, the page asks for no script before it paints: as a file, it was one more request
 * that Lighthouse's simulation counted before the campaign picture's paint (ADR 047, session 26).
 */
export interface PageStarter {
  code: string;
  /** `'sha256-…'`, for the policy's script-src. */
  cspSource: string;
}

/**
 * The built site's starter (`start-after-paint.js` in `distDir`, copied from apps/web/public), or
 * undefined when there is none (the API alone, the business site): pages then load their scripts
 * as built. Code that could end its script element early is not put inline.
 */
export function readPageStarter(distDir: string | undefined): PageStarter | undefined {
  if (distDir === undefined) return undefined;
  const file = path.join(distDir, START_AFTER_PAINT);
  if (!fs.existsSync(file)) return undefined;
  const code = fs.readFileSync(file, 'utf8');
  if (/<\/script|<!--/i.test(code)) return undefined;
  return { code, cspSource: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/**
 * index.html with the app's scripts started once the page has painted: a server-rendered page is
 * drawn and styled without them (they only hydrate it), so on a phone its HTML, stylesheets and
 * first pictures get the connection and the processor first, and the page paints sooner (ADR 047).
 * The built module script and its modulepreload links become the starter, inline as the body's
 * last element (run once the page is parsed, as a deferred script would be), which adds them once
 * the first contentful paint is shown and the page's leading picture (fetchpriority=high) drawn,
 * at most a second in; at once in a hidden tab, which draws none. Without a module script or a
 * starter the HTML is unchanged.
 */
export function withScriptsAfterPaint(indexHtml: string, starter: PageStarter | undefined): string {
  const module = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(
    indexHtml,
  );
  if (!module || !starter) return indexHtml;
  const preloads: string[] = [];
  const withoutPreloads = indexHtml.replace(
    /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g,
    (_link, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  return withoutPreloads
    .replace(module[0], '')
    .replace(
      '</body>',
      () =>
        `  <script data-module="${module[1]}" data-modulepreload="${preloads.join(' ')}">${starter.code}</script>\n  </body>`,
    );
}

/** Whether the page already has the stylesheet at `href`, inline or linked. */
function hasStylesheet(html: string, href: string): boolean {
  return html.includes(`<style data-href="${href}">`) || html.includes(`href="${href}"`);
}

/** JSON made safe inside a <script> element (no `</script>`, no `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the rendered page in #root and its data in a JSON script element, which
 * the browser's mountApp (packages/ui) reads to hydrate when it is at `url` (the path and query
 * the page was rendered for; a service worker's shell served for another address is not). A JSON script is never run, so the
 * Content-Security-Policy (no inline scripts) allows it.
 */
export function withServerPage(
  indexHtml: string,
  page: ServerPage,
  url: string,
  readAsset: (href: string) => string | undefined = () => undefined,
): string {
  // The lazy screen's stylesheets in the head: the page paints styled, with no shift when its
  // script arrives (built addresses, escaped all the same). Inline where the file can be read:
  // a link is one more request the first paint waits for (ADR 047). Beside each inline one a
  // link to the same file with a type no browser styles with, which is therefore never fetched
  // (HTML: a stylesheet link of an unsupported type is not fetched; `disabled` ones are, in
  // Chromium): the screen's code loader (Vite's) adds a stylesheet only when no
  // `<link rel="stylesheet">` has its address, and would otherwise fetch it again. The screen's list includes the site's own stylesheet (its code
  // imports the entry's), already inline (withInlineStylesheets) or linked: never added twice.
  const links = page.stylesheets
    .filter((href) => !hasStylesheet(indexHtml, href))
    .map((href) => {
      const link = `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"`;
      const css = readAsset(href);
      return css === undefined
        ? `${link}>`
        : `${inlineStylesheet(href, css)}${link} type="${INLINED_STYLESHEET_TYPE}">`;
    })
    .join('\n    ');
  return indexHtml
    .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'))
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-queries" data-path="${escapeHtml(url)}">${scriptJson(page.queries)}</script>`,
    );
}
