import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { buildTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

let t: TestApp;
let distDir: string;
const bigScript = Array.from({ length: 2000 }, (_, i) => `export const v${i} = ${i};`).join('\n');
const builtBrotli = zlib.brotliCompressSync(bigScript, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
});
beforeAll(async () => {
  // A stand-in for a built SPA: index.html plus one hashed asset.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    // Over the compression threshold, as every built page is.
    `<!doctype html><title>site</title><meta name="description" content="${'a page '.repeat(300)}"><div id="root"></div>`,
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(distDir, 'start-after-paint.js'), 'void 0');
  fs.writeFileSync(path.join(distDir, 'assets', 'vendor-def456.js'), bigScript);
  // A script the build compressed beforehand (vite-plugin-compression2, ADR 047).
  fs.writeFileSync(path.join(distDir, 'assets', 'app-0a1b2c.js'), bigScript);
  fs.writeFileSync(path.join(distDir, 'assets', 'app-0a1b2c.js.br'), builtBrotli);
  fs.writeFileSync(path.join(distDir, 'assets', 'app-0a1b2c.js.gz'), zlib.gzipSync(bigScript));
  t = await buildTestApp({ site: 'business', distDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A built file asked for by a browser accepting `encoding` (none: a client that accepts no encoding). */
const assetAt = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('the API shell', () => {
  it('reports health with the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    for (const url of ['/api/nope', '/api/campaigns/x/y']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('publishes the OpenAPI document with the catalog endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/site',
        '/api/categories',
        '/api/campaigns',
        '/api/campaigns/{id}',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets a page run no inline script but the built starter's own code (ADR 047)", async () => {
    const policy = String(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'));
    const starterHash = createHash('sha256').update('void 0').digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${starterHash}'`);
  });

  it("serves branding with a fallback when nothing is set, and both sites' public origins", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      siteName: expect.any(String),
      giftingFeePence: 0,
      webUrl: t.deps.config.publicWebUrl,
      businessUrl: t.deps.config.publicBusinessUrl,
    });
  });
});

describe('the single-page app', () => {
  it('answers client-side routes with index.html, uncached', async () => {
    for (const url of ['/', '/dashboard', '/admin/companies?x=1', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses the pages themselves for browsers that accept it', async () => {
    const gzip = await assetAt('/dashboard', 'gzip, deflate');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const page = zlib.gunzipSync(gzip.rawPayload).toString();
    expect(page).toContain('<div id="root">');
    expect(gzip.rawPayload.length).toBeLessThan(page.length / 3);
    const plain = await assetAt('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('serves hashed assets cached for a year, with no validators, and pages to revalidate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers.etag).toBeDefined();
  });

  it('sends a script, stylesheet or API answer to a page’s script only the security headers a browser reads on one, a page or worker all', async () => {
    const asked = (url: string, dest?: string) =>
      t.app.inject({ method: 'GET', url, headers: dest ? { 'sec-fetch-dest': dest } : {} });
    const documentOnly = [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
    ];
    for (const url of ['/assets/main-abc123.js', '/start-after-paint.js']) {
      const script = await asked(url, 'script');
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['referrer-policy']).toBe('no-referrer');
      for (const header of documentOnly) expect(script.headers[header], header).toBeUndefined();
      // A cache keeps the two answers apart.
      expect(String(script.headers.vary)).toMatch(/sec-fetch-dest/i);
    }
    // A worker's script takes its content policy from its own answer (altcha's, under /assets/);
    // a browser that does not say what it asks for gets everything.
    for (const dest of ['worker', undefined]) {
      const worker = await asked('/assets/main-abc123.js', dest);
      expect(worker.headers['content-security-policy'], dest).toContain("default-src 'self'");
    }
    const page = await asked('/dashboard', 'document');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The service worker (not under /assets/) is bound by the policy it is served with.
    const serviceWorker = await asked('/sw.js', 'serviceworker');
    expect(serviceWorker.headers['content-type']).toMatch(/javascript/);
    expect(serviceWorker.headers['content-security-policy']).toContain("default-src 'self'");

    // The API answering a page's script (fetch): the short set; opened in a tab, or asked by a
    // client that does not say, everything. A cache keeps them apart beside the other fields.
    for (const url of ['/api/categories', '/api/health']) {
      const fetched = await asked(url, 'empty');
      expect(fetched.statusCode, url).toBe(200);
      expect(fetched.headers['x-content-type-options']).toBe('nosniff');
      expect(fetched.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const header of documentOnly) expect(fetched.headers[header], header).toBeUndefined();
      expect(String(fetched.headers.vary)).toMatch(/sec-fetch-dest/i);
      for (const dest of ['document', undefined]) {
        const opened = await asked(url, dest);
        expect(opened.headers['content-security-policy'], dest).toContain("default-src 'self'");
        expect(opened.headers['x-frame-options'], dest).toBe('SAMEORIGIN');
      }
    }
    const kept = await asked('/api/categories', 'empty');
    expect(String(kept.headers.vary)).toMatch(/^Sec-Fetch-Dest, Cookie, Accept-Encoding$/i);
  });

  it('compresses code and JSON for browsers that accept it, and only for them', async () => {
    const asset = (encoding?: string) => assetAt('/assets/vendor-def456.js', encoding);
    const br = await asset('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(api.rawPayload).toString())).toHaveProperty('openapi');
  });

  it("sends the build's own .br and .gz of a script as they are, and the script to the rest", async () => {
    const asset = (encoding?: string) => assetAt('/assets/app-0a1b2c.js', encoding);
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    // The built file's bytes, not a per-request recompression at the server's quality 5.
    expect(Buffer.compare(br.rawPayload, builtBrotli)).toBe(0);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('does not answer non-GET requests to unknown paths with the SPA', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(res.statusCode).toBe(404);
  });
});

describe('errors', () => {
  it('hides internals on a 500 and keeps AppError messages on 4xx', async () => {
    const app = await buildApp({ ...t.deps, distDir: undefined });
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong, please try again.' },
    });
    await app.close();
  });

  it('answers 503 from health when the database is gone', async () => {
    const own = await buildTestApp();
    await own.deps.database.close();
    const res = await own.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'unavailable', message: 'The database is not reachable.' },
    });
    await own.close();
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin, and allows the site itself', async () => {
    const payload = { email: 'someone@example.test' };
    const url = '/api/account/forgot-password';
    const evil = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: t.deps.config.publicBusinessUrl },
    });
    expect(own.statusCode).toBe(200);
    const addressed = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(addressed.statusCode).toBe(200);
  });

  it('refuses a form-encoded body (what a cross-site form could send)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: 'email=someone%40example.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
  });
});
