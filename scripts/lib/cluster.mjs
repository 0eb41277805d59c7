// The native production topology (issue 20; README, Deploy): on one PostgreSQL database, N web
// processes serving both sites without jobs (RUN_JOBS=false), M workers running only the jobs
// (`npm run worker`), and the reverse proxy (scripts/proxy.mjs) in front of both sites. Each
// process is a child of this supervisor, restarted when it dies, as a process manager or a
// container orchestrator would. Used by `npm run start:cluster`, by the cluster test and by
// `npm run bench:faults`, which kills children with SIGKILL and watches them come back.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from './server-run.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A free TCP port on 127.0.0.1 (the cluster's internal ports when none are given). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the child is ready — its `readyUrl` answers 200, or (a worker, which has no HTTP)
 * it printed its `readyLine` — or it exits, or `ms` pass.
 */
async function waitReady(child, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exited) throw new Error(`${child.name} exited before it was ready`);
    const ok = child.readyUrl
      ? await fetch(child.readyUrl).then(
          (res) => res.ok,
          () => false,
        )
      : child.saidReady;
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${child.name} was not ready within ${ms / 1000} s`);
}

/**
 * Starts the cluster and answers its handle. The first web process starts alone (it applies the
 * migrations and, outside production, seeds an empty database), then the others, the workers and
 * the proxy.
 *   databaseUrl   PostgreSQL (required: the embedded PGlite belongs to one process)
 *   port, businessPort   where the proxy serves the two sites
 *   webProcesses, workers   how many of each (2 and 1 by default)
 *   env           settings for every process (AUTH_SECRET, SMTP_URL…), over this process's env
 *   log           where the children's output lines go, prefixed with their name
 *   metrics       give each web process and worker a METRICS_PORT of its own (`metricsUrl`)
 */
export async function startCluster({
  databaseUrl,
  host = '127.0.0.1',
  port,
  businessPort,
  webProcesses = 2,
  workers = 1,
  env = {},
  log = (line) => console.log(line),
  restart = true,
  metrics = false,
}) {
  if (!databaseUrl?.startsWith('postgres')) {
    throw new Error(
      'The cluster needs DATABASE_URL to name a PostgreSQL database: several processes cannot share the embedded one.',
    );
  }
  const publicWebUrl = env.PUBLIC_WEB_URL ?? `http://${host}:${port}`;
  const publicBusinessUrl = env.PUBLIC_BUSINESS_URL ?? `http://${host}:${businessPort}`;
  const shared = {
    ...process.env,
    ...env,
    DATABASE_URL: databaseUrl,
    HOST: host,
    PUBLIC_WEB_URL: publicWebUrl,
    PUBLIC_BUSINESS_URL: publicBusinessUrl,
  };
  // Each process's ports are found just before it first starts (a port found earlier could be
  // taken meanwhile by whatever else runs on the machine), and kept across its restarts.
  const webs = [];
  const children = [];
  let stopping = false;

  function launch(spec) {
    const child = spawn(process.execPath, spec.args, {
      cwd: root,
      env: { ...shared, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    spec.process = child;
    spec.pid = child.pid;
    spec.exited = false;
    spec.saidReady = false;
    const forward = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        if (spec.readyLine && line.includes(spec.readyLine)) spec.saidReady = true;
        log(`[${spec.name}] ${line}`);
      }
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('exit', (code, signal) => {
      spec.exited = true;
      if (stopping) return;
      log(`[cluster] ${spec.name} exited (${signal ?? `code ${code}`})`);
      if (!restart) return;
      spec.restarts += 1;
      // A crash loop must not spin: a short pause, as a process manager's backoff.
      setTimeout(() => {
        if (!stopping) launch(spec);
      }, 500);
    });
    return spec;
  }

  /** The operations listener of a process (ADR 049), when asked for: its port and address. */
  const opsPort = async () => {
    if (!metrics) return {};
    const metricsPort = await freePort();
    return {
      env: { METRICS_PORT: String(metricsPort) },
      metricsUrl: `http://${host}:${metricsPort}/metrics`,
    };
  };
  const webSpec = async (i) => {
    webs[i] = { port: await freePort(), businessPort: await freePort() };
    const ops = await opsPort();
    return {
      name: `web ${i + 1}`,
      role: 'web',
      restarts: 0,
      args: serverArgs('main'),
      env: {
        PORT: String(webs[i].port),
        BUSINESS_PORT: String(webs[i].businessPort),
        RUN_JOBS: 'false',
        // Only the proxy reaches these ports: believe its one hop of X-Forwarded-For.
        TRUST_PROXY: '1',
        ...ops.env,
      },
      metricsUrl: ops.metricsUrl,
      readyUrl: `http://${host}:${webs[i].port}/api/health/ready`,
    };
  };
  const workerSpec = async (i) => {
    const ops = await opsPort();
    return {
      name: `worker ${i + 1}`,
      role: 'worker',
      restarts: 0,
      args: serverArgs('worker'),
      env: { ...ops.env },
      metricsUrl: ops.metricsUrl,
      readyLine: 'worker: running jobs',
    };
  };
  const proxySpec = () => ({
    name: 'proxy',
    role: 'proxy',
    restarts: 0,
    args: [path.join('scripts', 'proxy.mjs')],
    env: {
      PORT: String(port),
      BUSINESS_PORT: String(businessPort),
      WEB_UPSTREAMS: webs.map((w) => `http://${host}:${w.port}`).join(','),
      BUSINESS_UPSTREAMS: webs.map((w) => `http://${host}:${w.businessPort}`).join(','),
    },
    readyUrl: `http://${host}:${port}/api/health/ready`,
  });

  const handle = {
    children,
    origin: publicWebUrl,
    businessOrigin: publicBusinessUrl,
    /** Kills one child (e.g. SIGKILL); the supervisor restarts it. */
    kill(name, signal = 'SIGKILL') {
      const spec = children.find((c) => c.name === name);
      if (!spec || spec.exited) return false;
      return spec.process.kill(signal);
    },
    /** Waits until the named child is running again and ready. */
    async ready(name) {
      const spec = children.find((c) => c.name === name);
      const deadline = Date.now() + 120_000;
      while (spec.exited && Date.now() < deadline) await sleep(100);
      await waitReady(spec);
    },
    async stop() {
      stopping = true;
      await Promise.all(
        children.map(
          (spec) =>
            new Promise((resolve) => {
              if (spec.exited) return resolve();
              const force = setTimeout(() => spec.process.kill('SIGKILL'), 30_000);
              spec.process.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
              spec.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };

  try {
    // The first web process alone: migrations (and the demo seed) happen once, before the rest.
    const first = launch(await webSpec(0));
    children.push(first);
    await waitReady(first);
    const rest = [];
    for (let i = 1; i < webProcesses; i++) rest.push(launch(await webSpec(i)));
    for (let i = 0; i < workers; i++) rest.push(launch(await workerSpec(i)));
    children.push(...rest);
    await Promise.all(rest.map((spec) => waitReady(spec)));
    const proxy = launch(proxySpec());
    children.push(proxy);
    await waitReady(proxy);
  } catch (err) {
    await handle.stop();
    throw err;
  }
  return handle;
}
