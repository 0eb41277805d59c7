import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

/**
 * The server as production runs it (ADR 048): compiled by build.mjs, started with plain Node on
 * the embedded PGlite — no tsx, no TypeScript sources loaded. A module the bundle cannot load, a
 * file it looks for in the wrong place (the migrations, the built sites) or an import that only
 * works under tsx fails here, not on the first production start.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(serverDir, '../..');

// Secrets as a build machine might hold them: none may end up in the output.
const planted = {
  AUTH_SECRET: `planted-auth-secret-${randomBytes(12).toString('hex')}`,
  SEALING_KEY: randomBytes(32).toString('hex'),
  STRIPE_SECRET_KEY: `sk_live_Planted${randomBytes(12).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_Planted${randomBytes(12).toString('hex')}`,
  SMTP_URL: `smtps://mailer:planted-${randomBytes(8).toString('hex')}@smtp.stepup.test:465`,
  DATABASE_URL: `postgres://stepup:planted-${randomBytes(8).toString('hex')}@db.stepup.test/stepup`,
};

/** Runs a compiled entry with plain Node, as the image's CMD does. */
function runCompiled(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', entry], {
    // Only what the server reads, not this test process's environment (vitest's, TEST_DATABASE_URL).
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function output(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

describe('the compiled server', () => {
  let outdir: string;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let serverOutput: () => string;
  let webUrl: string;
  let businessUrl: string;
  let workerRun: Promise<{ code: number | null; output: string }>;

  beforeAll(async () => {
    // Beside apps/server/dist, as deep: its npm dependencies resolve from apps/server/node_modules
    // (better-auth is there, not at the root), then the root's.
    const cache = path.join(serverDir, 'node_modules', '.cache');
    fs.mkdirSync(cache, { recursive: true });
    outdir = fs.mkdtempSync(path.join(cache, 'compiled-server-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-compiled-'));
    const build = spawnSync(
      process.execPath,
      [path.join(serverDir, 'build.mjs'), '--outdir', outdir],
      { env: { ...process.env, ...planted }, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);

    // The worker meanwhile: without DATABASE_URL it loads, reads its settings and refuses.
    const worker = runCompiled(path.join(outdir, 'worker.js'), {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
    });
    const workerOutput = output(worker);
    workerRun = new Promise((resolve) =>
      worker.once('exit', (code) => resolve({ code, output: workerOutput() })),
    );

    const [port, businessPort] = [await freePort(), await freePort()];
    webUrl = `http://127.0.0.1:${port}`;
    businessUrl = `http://127.0.0.1:${businessPort}`;
    server = runCompiled(path.join(outdir, 'main.js'), {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      BUSINESS_PORT: String(businessPort),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    serverOutput = output(server);
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited: ${serverOutput()}`);
      const up = await fetch(`${webUrl}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`server did not start: ${serverOutput()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (outdir) fs.rmSync(outdir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ESM bundles for Node with source maps, the npm dependencies left as imports', () => {
    expect(fs.readdirSync(outdir).sort()).toEqual([
      'main.js',
      'main.js.map',
      'tracing.js',
      'tracing.js.map',
      'worker.js',
      'worker.js.map',
    ]);
    const main = fs.readFileSync(path.join(outdir, 'main.js'), 'utf8');
    expect(main).toMatch(/^import .* from "fastify";$/m);
    expect(main).not.toMatch(/from "@stepup\//);
  });

  it('migrates the embedded database, then answers on both sites', async () => {
    const health = await fetch(`${webUrl}/api/health`);
    expect(health.status).toBe(200);
    expect((await fetch(`${businessUrl}/api/health`)).status).toBe(200);

    // The built customer site, rendered on the server (dist-ssr) once `npm run build` has run;
    // before it (CI runs Vitest first) the server says so instead of failing.
    const page = await fetch(`${webUrl}/`);
    const html = await page.text();
    const built = (file: string) => fs.existsSync(path.join(repoRoot, 'apps/web', file));
    if (built('dist/index.html')) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      if (built('dist-ssr/entry-server.js')) expect(html).toMatch(/<div id="root">\s*<[a-z]/);
    } else {
      expect(page.status).toBe(503);
      expect(html).toMatch(/npm run build/);
    }
  });

  it('runs the worker entry too: it loads and refuses the embedded database', async () => {
    const { code, output: text } = await workerRun;
    expect(code).toBe(1);
    expect(text).toMatch(/Refusing to start the worker: set DATABASE_URL/);
  });

  it('holds no secret from the environment it was built in', () => {
    const secrets = [
      ...Object.values(planted),
      // And whatever secret this machine itself holds.
      ...Object.entries(process.env)
        .filter(([name]) => /SECRET|KEY|TOKEN|PASSWORD|DATABASE_URL/i.test(name))
        .map(([, value]) => value ?? '')
        .filter((value) => value.length >= 12),
    ];
    for (const file of fs.readdirSync(outdir)) {
      const text = fs.readFileSync(path.join(outdir, file), 'utf8');
      for (const secret of secrets) expect(text.includes(secret), file).toBe(false);
    }
  });
});
