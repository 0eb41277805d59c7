// What every benchmark here shares: its arguments, child processes and scratch databases that are
// cleaned up however the run ends, and the record written to bench/results/.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../scripts/lib/cluster.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A numeric `--name value` argument, or the fallback when absent or below `min`. */
export function arg(name, fallback, { min = 1 } = {}) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

/** A text `--name value` argument, or undefined. */
export function textArg(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** The PostgreSQL server the benchmarks may use, as the database tests name it; '' when none. */
export const postgresServer = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

// Children and scratch databases to clean up, last first, also on Ctrl-C.
const cleanups = [];
export function onCleanUp(step) {
  cleanups.push(step);
}
export async function cleanUp() {
  while (cleanups.length > 0) {
    const next = cleanups.pop();
    await next().catch((err) => console.error(err));
  }
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// A port nothing listens on now, for a child to listen on next: the cluster's own.
export { freePort };

/**
 * Starts a Node child in the repository's root; resolves to its `stop` once `ready` answers
 * (without `ready`, at once), rejects if the child exits first.
 */
export async function startChild(name, args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  if (!ready) return stop;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${name} exited before it was ready`);
    try {
      if (await ready()) return stop;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} was not ready within 3 minutes`);
}

/**
 * A database of its own on the PostgreSQL server, dropped when the run ends (unless `keep`: its
 * name is printed, to look into a failed check); its URL.
 */
export async function scratchDatabase({ keep = false } = {}) {
  const name = `stepup_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  if (keep) console.log(`scratch database kept: ${name}`);
  else {
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: postgresServer });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
  }
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The marketplace's server as `npm start` runs it (apps/server/src/main.ts: migrations, demo seed,
 * jobs in the process) on fresh data: embedded PGlite in a temporary folder, or `databaseUrl`'s
 * PostgreSQL. `env` adds or overrides settings. Resolves once `/api/health` answers, to both
 * sites' origins, the settings it runs with (for workers on the same database) and `stop`.
 */
export async function startMarketplace({
  databaseUrl,
  env: extra = {},
  label = 'the server',
} = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-'));
  onCleanUp(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const businessPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    BUSINESS_PORT: String(businessPort),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    // Per-request log lines would be measured too; warnings and errors still show.
    LOG_LEVEL: 'warn',
    PUBLIC_WEB_URL: origin,
    ...extra,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const stop = await startChild(
    label,
    [...profileArgs(), '--import', 'tsx', 'apps/server/src/main.ts'],
    env,
    async () => (await fetch(`${origin}/api/health`)).ok,
  );
  return { origin, business: `http://127.0.0.1:${businessPort}`, env, stop };
}

/**
 * `BENCH_CPU_PROF=<folder>`: the server child writes a V8 CPU profile there when it stops (open it
 * in Chrome's DevTools), to see where a benchmark's time goes. Node refuses --cpu-prof in
 * NODE_OPTIONS, hence an argument of its own.
 */
export function profileArgs() {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

export const loadText = (averages) => averages.map((l) => l.toFixed(2)).join(' ');

/** This machine in one line, for the record. */
export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** Writes bench/results/<name>-latest.json: the command, the machine, then the figures. */
export function writeRecord(name, figures) {
  const args = process.argv.slice(2);
  const record = {
    at: new Date().toISOString(),
    command: `npm run bench:${name}${args.length ? ` -- ${args.join(' ')}` : ''}`,
    machine: machine(),
    ...figures,
  };
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}-latest.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\nRecorded in bench/results/${name}-latest.json`);
}
