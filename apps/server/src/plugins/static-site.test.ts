import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from './static-site';

// The built index.html as Vite writes it: the entry's module script, its modulepreload links and
// the site's stylesheet.
const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Vouchers &amp; Gifting</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let dir: string;
const app = Fastify();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-static-site-'));
  fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'dist', 'assets', 'index-c3.css'), '.header{color:teal}');
  await registerStaticSite(app, {
    distDir: path.join(dir, 'dist'),
    filesDir: path.join(dir, 'files'),
    pageStarter: { code: 'start()', cspSource: "'sha256-x'" },
    // Only the home page is rendered on the server here; the wallet is left to the browser.
    renderPage: async (url) =>
      url === '/'
        ? { html: '<main><h1>Vouchers</h1></main>', queries: { queries: [] }, stylesheets: [] }
        : undefined,
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the customer site's pages (ADR 047)", () => {
  it('a server-rendered page starts its scripts after its first paint, from the inline starter', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main><h1>Vouchers</h1></main>');
    expect(res.body).toContain(
      `<script data-module="/assets/index-a1.js" data-modulepreload="/assets/react-b2.js">start()</script>\n  </body>`,
    );
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain(
      '<style data-href="/assets/index-c3.css">.header{color:teal}</style>',
    );
  });

  it('a page the browser renders loads its scripts at once, as built', async () => {
    const res = await app.inject({ method: 'GET', url: '/wallet' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.body).not.toContain('start()');
  });
});
