// `npm run bench:api`: requests per second and latency of the API's busiest reads (the catalog
// list, a campaign page, the header search, a signed-in customer's wallet) under a load generator
// (autocannon), beside a bare Fastify hello-world started in the same run (the ceiling). Runs on
// embedded PGlite, and on PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL, as the
// database tests use) names a server: a scratch database is created there and dropped after.
// The real server is started as `npm start` starts it (apps/server/src/main.ts: migrations, demo
// seed, jobs in the process), in a child process on free ports of 127.0.0.1.
//   npm run bench:api [-- --duration 10 --connections 100 --warmup 2]
//                     [-- --database pglite|postgres]   one database only
//                     [-- --compressed]                 ask for br/gzip, as browsers do
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { demoAccounts } from '@stepup/db';
import { cpuSnapshot, cpuSplit } from './lib/cpu-split.mjs';
import {
  arg,
  cleanUp,
  freePort,
  loadText,
  postgresServer,
  scratchDatabase,
  startChild,
  startMarketplace,
  textArg,
  writeRecord,
} from './lib/run.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 100);
const WARMUP = arg('warmup', 2, { min: 0 });
const COMPRESSED = process.argv.includes('--compressed');
const ONLY = textArg('database');

if (ONLY !== undefined && ONLY !== 'pglite' && ONLY !== 'postgres') {
  console.error('--database takes pglite or postgres');
  process.exit(1);
}
if (ONLY === 'postgres' && !postgresServer) {
  console.error('--database postgres needs BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  process.exit(1);
}
const databases = ['pglite', 'postgres'].filter(
  (kind) => (ONLY === undefined || ONLY === kind) && (kind === 'pglite' || postgresServer),
);

/**
 * The issue's goals (issue 19), printed beside the figures and never failing the run. ratio is
 * req/s ÷ the bare server's req/s measured just before, p99 in ms.
 */
const goals = {
  postgres: {
    list: { ratio: 0.5, p99Ms: 20 },
    detail: { ratio: 0.5 },
  },
  pglite: {
    list: { ratio: 0.25 },
  },
};

/**
 * The endpoints also measured against the bare server sending their very answer from memory: a
 * ceiling that sending those bytes sets, whatever the server does to compute them (the list's 24
 * campaigns are about 20 KB; the bare ceiling's answer is 17 bytes).
 */
const sameBytesCeiling = new Set(['list', 'detail']);

// A word a visitor might type that matches a quarter of the demo campaigns (6 of 24).
const SEARCH_QUERY = 'cake';

/** The marketplace's server on a fresh database, as `npm start` runs it; resolves to its origin. */
async function startServer(kind) {
  return startMarketplace({
    databaseUrl: kind === 'postgres' ? await scratchDatabase() : undefined,
    label: `the server (${kind})`,
  });
}

async function startBare() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const stop = await startChild(
    'the bare server',
    [path.join('bench', 'bare-server.mjs'), String(port)],
    process.env,
    async () => (await fetch(origin)).ok,
  );
  return { origin, stop };
}

/** The demo customer's session cookie, signed in through the API as the customer site does. */
async function signInCustomer(origin) {
  const { email, password } = demoAccounts.customer;
  const res = await fetch(`${origin}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`demo customer sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const acceptEncoding = COMPRESSED ? { 'accept-encoding': 'br, gzip' } : {};
// What a browser sends with a page script's fetch: the API answers it with the short set of
// security headers (ADR 041, amendment of 2026-11-28).
const asAPageScript = { 'sec-fetch-dest': 'empty' };

/**
 * One load run: warm-up (not counted), then `DURATION` seconds at `CONNECTIONS`. With
 * `serverPort`, also the processor time per request of the marketplace's server and of PostgreSQL
 * during the counted seconds (Linux /proc): steadier than req/s on a shared machine, whose other
 * work moves req/s but not what one request costs.
 */
async function load(url, headers = {}, serverPort = undefined) {
  // One request first: a wrong answer here would make the whole run measure an error page.
  const check = await fetch(url, { headers });
  const body = await check.text();
  if (!check.ok) console.warn(`!! GET ${url} answered ${check.status}: measuring an error page`);
  const answer = check.ok && url.includes('/api/') ? JSON.parse(body) : {};
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { ...asAPageScript, ...headers, ...acceptEncoding },
  };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const cpuBefore = serverPort ? cpuSnapshot({ serverPort }) : null;
  const result = await autocannon({ ...options, duration: DURATION });
  const cpu = serverPort ? cpuSplit(cpuBefore, cpuSnapshot({ serverPort }), 1) : null;
  const microsPerRequest = (seconds) =>
    Number(((seconds * 1e6) / Math.max(1, result.requests.total)).toFixed(1));
  // autocannon hangs up on requests still queued in the server: one more request waits behind
  // them, so the next run (or the server's shutdown) starts on an idle server.
  await (await fetch(url, { headers })).arrayBuffer();
  return {
    checkStatus: check.status,
    bodyBytes: Buffer.byteLength(body), // uncompressed
    // How much the answer holds: campaigns listed or found, vouchers in the wallet.
    ...(answer.campaigns || answer.vouchers
      ? { items: (answer.campaigns ?? answer.vouchers).length }
      : {}),
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    ...(cpu
      ? {
          processorMicrosPerRequest: {
            server: microsPerRequest(cpu.seconds.server),
            postgres: microsPerRequest(cpu.seconds.postgres),
          },
        }
      : {}),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
}

/**
 * The bare server's req/s sending `url`'s answer as it is: the body (brotli-compressed when the run
 * asks for compression, as the server's kept answers are) and its content type.
 */
async function loadSameBytes(bare, url, headers = {}) {
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const sent = COMPRESSED
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : body;
  const put = await fetch(`${bare.origin}/answer`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      'x-answer-type': res.headers.get('content-type') ?? 'application/json',
      ...(COMPRESSED ? { 'x-answer-encoding': 'br' } : {}),
    },
    body: sent,
  });
  if (!put.ok) throw new Error(`the bare server refused the answer: ${put.status}`);
  const { reqPerSec, p50Ms, p99Ms, bodyBytes } = await load(`${bare.origin}/answer`);
  return { reqPerSec, p50Ms, p99Ms, bodyBytes };
}

/** The goal of this database and endpoint, if it has one, in words, and whether it was met. */
function judge(goal, figure) {
  if (!goal) return undefined;
  const parts = [];
  let met = true;
  if (goal.ratio !== undefined) {
    parts.push(`≥ ${Math.round(goal.ratio * 100)}% of bare`);
    met &&= figure.ratio >= goal.ratio;
  }
  if (goal.p99Ms !== undefined) {
    parts.push(`p99 ≤ ${goal.p99Ms} ms`);
    met &&= figure.p99Ms <= goal.p99Ms;
  }
  return { goal: parts.join(', '), met };
}

async function measureDatabase(kind, bare) {
  console.log(`\n== ${kind}: starting the server (migrations, demo seed)…`);
  const server = await startServer(kind);
  const { campaigns } = await (await fetch(`${server.origin}/api/campaigns`)).json();
  if (!campaigns?.length) throw new Error('no campaigns to measure');
  const cookie = await signInCustomer(server.origin);
  const endpoints = {
    list: { route: '/api/campaigns' },
    detail: { route: `/api/campaigns/${campaigns[0].id}` },
    search: { route: `/api/campaigns/search?q=${SEARCH_QUERY}` },
    wallet: { route: '/api/wallet', headers: { cookie }, as: 'the demo customer' },
  };

  // The ceiling is measured again for each database, beside its figures, with this server idle.
  console.log(`${kind}: bare Fastify…`);
  const ceiling = await load(`${bare.origin}/`);
  const figures = {};
  for (const [name, { route, headers, as }] of Object.entries(endpoints)) {
    console.log(`${kind}: GET ${route}${as ? ` as ${as}` : ''}…`);
    const figure = await load(server.origin + route, headers, new URL(server.origin).port);
    figure.route = route;
    if (as) figure.as = as;
    figure.ratio = Number((figure.reqPerSec / ceiling.reqPerSec).toFixed(3));
    if (sameBytesCeiling.has(name)) {
      console.log(`${kind}: bare Fastify sending the same answer…`);
      figure.sameBytes = await loadSameBytes(bare, server.origin + route, headers);
      figure.ratioToSameBytes = Number((figure.reqPerSec / figure.sameBytes.reqPerSec).toFixed(3));
    }
    const verdict = judge(goals[kind][name], figure);
    if (verdict) Object.assign(figure, verdict);
    figures[name] = figure;
  }
  await server.stop();
  return { bare: ceiling, endpoints: figures };
}

const loadBefore = os.loadavg();
const results = {};
try {
  const bare = await startBare();
  for (const kind of databases) results[kind] = await measureDatabase(kind, bare);
} finally {
  await cleanUp();
}
const loadAfter = os.loadavg();

const pad = (value, width) => String(value).padStart(width);
console.log(
  `\n${'database'.padEnd(9)} ${'endpoint'.padEnd(8)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('ratio', 6)} ${pad('non-2xx', 8)} ${pad('items', 5)} ${pad('same bytes', 10)} ${pad('ratio', 6)} ${pad('server µs', 9)} ${pad('PG µs', 6)}  goal`,
);
let failures = 0;
let timeouts = 0;
for (const [kind, { bare, endpoints }] of Object.entries(results)) {
  const rows = [['bare', { ...bare, ratio: 1 }], ...Object.entries(endpoints)];
  for (const [name, f] of rows) {
    // autocannon counts a timed-out request among its errors too.
    const bad = f.non2xx + f.errors;
    failures += bad;
    timeouts += f.timeouts;
    const goal = f.goal ? `${f.met ? 'met   ' : 'MISSED'} (${f.goal})` : '';
    const same = f.sameBytes
      ? `${pad(f.sameBytes.reqPerSec, 10)} ${pad(`${Math.round(f.ratioToSameBytes * 100)}%`, 6)}`
      : `${pad('', 10)} ${pad('', 6)}`;
    const cpu = f.processorMicrosPerRequest;
    const micros = `${pad(cpu?.server ?? '', 9)} ${pad(cpu?.postgres ?? '', 6)}`;
    console.log(
      `${kind.padEnd(9)} ${name.padEnd(8)} ${pad(f.reqPerSec, 7)} ${pad(f.p50Ms, 7)} ${pad(f.p99Ms, 7)} ${pad(`${Math.round(f.ratio * 100)}%`, 6)} ${pad(bad, 8)} ${pad(f.items ?? '', 5)} ${same} ${micros}  ${goal}`,
    );
  }
}
console.log(
  `\n${DURATION} s at ${CONNECTIONS} connections after ${WARMUP} s of warm-up; ratio = req/s ÷ bare req/s; same bytes = the bare server sending the endpoint's own answer from memory, and req/s ÷ that; server µs and PG µs = processor time per request of the server's process and of PostgreSQL's (Linux /proc); non-2xx counts failed and timed-out requests too; latency to the millisecond, of answered requests; ${COMPRESSED ? 'br/gzip asked for' : 'no compression asked for'}.`,
);
console.log(
  `Load average (1/5/15 min) before ${loadText(loadBefore)}, after ${loadText(loadAfter)} on ${os.cpus().length} CPUs.`,
);
if (!postgresServer) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to measure it too.');
if (failures > 0) {
  console.log(
    `\n!! ${failures} requests got no 2xx answer (${timeouts} of them no answer within autocannon's 10 s): see statusCodes, errors and timeouts in the record. 429s would mean a rate limit was measured, not the endpoint.`,
  );
}

writeRecord('api', {
  // 1, 5 and 15 minutes, as uptime prints them (other work on the machine shows here).
  loadAverage: { before: loadText(loadBefore), after: loadText(loadAfter) },
  load: {
    generator: 'autocannon (in the bench process), servers in child processes on 127.0.0.1',
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP,
    acceptEncoding: acceptEncoding['accept-encoding'] ?? 'none',
  },
  server:
    'apps/server/src/main.ts as npm start runs it: NODE_ENV=test, LOG_LEVEL=warn, demo seed, jobs in the process',
  searchQuery: SEARCH_QUERY,
  goals,
  databases: results,
  ...(postgresServer
    ? {}
    : { postgres: 'skipped: BENCH_DATABASE_URL (or TEST_DATABASE_URL) unset' }),
});
