import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';

// The public API's OpenAPI document, as served, is lint-clean under Redocly's recommended rules;
// its reference page and assets come from this server (nothing from a CDN).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ site: 'business' });
});
afterAll(async () => {
  await t.close();
});

const redocly = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
);

describe('the public API document', () => {
  it('is served at /api/v1/openapi.json and has 0 errors under redocly lint (recommended)', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/vouchers/{code}',
      '/vouchers/{code}/validate',
      '/vouchers/{code}/redeem',
      '/vouchers/{code}/rollback',
    ]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-api-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, res.body);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', file, '--extends', 'recommended', '--format', 'json'],
      {
        cwd: dir,
        // Offline and silent: no telemetry, no update check (Redocly's documented switches).
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          CI: 'true',
        },
      },
    ).catch((err: { stdout: string; stderr: string }) => ({ stdout: err.stdout }));
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // Warnings too: the document is meant to be clean.
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('has a reference page whose scripts and styles this server serves', async () => {
    const page = await t.app.inject({ url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://localhost/api/v1/docs/').pathname;
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    const spec = await t.app.inject({ url: '/api/v1/docs/json' });
    expect(spec.json().info.title).toBe('StepUp Vouchers public API');
  });

  it('is not served on the customer site', async () => {
    const web = await buildTestApp();
    try {
      expect((await web.app.inject({ url: '/api/v1/openapi.json' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
