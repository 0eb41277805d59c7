// `npm run bench:pages`: Lighthouse page speed of the customer site's home page and a campaign
// page, run with the project's test browser against the marketplace started as `npm start` starts
// it (fresh data folder, demo seed, ports of its own on 127.0.0.1). Prints and records the
// performance score, LCP, CLS and the JavaScript bytes each page downloads. Beside each page, in
// the same run, its ceiling: the same server-rendered HTML with its scripts taken out, from a bare
// Node server that answers everything else (stylesheets, pictures) from the marketplace, so the
// ceiling is what this markup, its styles and pictures score on this machine without any script.
//   npm run bench:pages [-- --runs 3]   median of N runs per page (default 3)
//   BENCH_PAGES_REPORTS=<folder>         also keeps each run's whole Lighthouse report there (JSON),
//                                        to see where the time goes (the metrics, the LCP phases)
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveChromePath } from '../e2e/browser-path.mjs';
import { loadText } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
// BENCH_PAGES_PORT moves the pair (customer, business = +1) off another run's ports.
const webPort = Number(process.env.BENCH_PAGES_PORT) || 4900;
const businessPort = webPort + 1;
const origin = `http://127.0.0.1:${webPort}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stepup-bench-pages-'));

// The sites are measured as built for production.
const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(webPort),
    BUSINESS_PORT: String(businessPort),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_WEB_URL: origin,
    PUBLIC_BUSINESS_URL: `http://127.0.0.1:${businessPort}`,
  },
});

async function waitForHealth(deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 3 minutes');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run (its default: a mid-range phone on a throttled 4G connection, simulated). */
async function measure(chrome, url, name, run) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (process.env.BENCH_PAGES_REPORTS) {
    mkdirSync(process.env.BENCH_PAGES_REPORTS, { recursive: true });
    writeFileSync(
      path.join(process.env.BENCH_PAGES_REPORTS, `${name}-${run + 1}.json`),
      JSON.stringify(lhr),
    );
  }
  const scripts = lhr.audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsBytes: scripts?.transferSize ?? 0,
    totalBytes: Math.round(lhr.audits['total-byte-weight'].numericValue),
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * What the largest paint was: the element's selector and its HTML, as Lighthouse names it (13: a
 * node item in the list of its LCP breakdown insight, beside the table of its phases).
 */
function lcpElementOf(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  return node ? { selector: node.selector, snippet: node.snippet } : null;
}

/**
 * The ceiling's server: a path in `pagesHtml` answers its HTML (brotli at the marketplace's own
 * quality, 5); every other path is passed to the marketplace as it is.
 */
async function startBareServer(pagesHtml) {
  const bare = createServer(async (request, response) => {
    const html = pagesHtml.get(request.url);
    if (html !== undefined) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'no-cache',
      });
      response.end(
        zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      );
      return;
    }
    const upstream = await fetch(origin + request.url, {
      headers: { 'accept-encoding': request.headers['accept-encoding'] ?? '' },
    }).catch(() => undefined);
    if (!upstream) {
      response.writeHead(502).end();
      return;
    }
    const headers = {};
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  return { bare, origin: `http://127.0.0.1:${bare.address().port}` };
}

/** A page's HTML without the scripts that run (the JSON data elements stay: they do nothing). */
const withoutScripts = (html) =>
  html.replace(/<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '');

let chrome;
let bareServer;
try {
  await waitForHealth();
  const { campaigns } = await (await fetch(`${origin}/api/campaigns`)).json();
  if (!campaigns?.length) throw new Error('no campaigns to measure');
  const pages = { home: '/', campaign: `/campaign/${campaigns[0].id}` };

  chrome = await chromeLauncher.launch({
    chromePath: await resolveChromePath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  // The machine is shared: the load beside the figures says how far to trust them.
  const loadBefore = os.loadavg();
  const results = {};
  const bareHtml = new Map();
  const bare = await startBareServer(bareHtml);
  bareServer = bare.bare;
  for (const [name, route] of Object.entries(pages)) {
    // ADR 043: whether the page's HTML arrives server-rendered (it paints before any script).
    const html = await (await fetch(origin + route)).text();
    const serverRendered = html.includes('id="server-queries"');
    bareHtml.set(route, withoutScripts(html));
    const samples = [];
    const ceilings = [];
    // Taken in turn, so that a change in the machine's load touches both alike.
    for (let i = 0; i < runs; i++) {
      samples.push(await measure(chrome, origin + route, name, i));
      ceilings.push(await measure(chrome, bare.origin + route, `${name}-ceiling`, i));
    }
    results[name] = {
      route,
      serverRendered,
      runs,
      score: median(samples.map((s) => s.score)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      cls: median(samples.map((s) => s.cls)),
      jsBytes: median(samples.map((s) => s.jsBytes)),
      totalBytes: median(samples.map((s) => s.totalBytes)),
      // Of the last run (the element seldom changes between runs).
      lcpElement: samples.at(-1).lcpElement,
      ceiling: {
        score: median(ceilings.map((s) => s.score)),
        lcpMs: median(ceilings.map((s) => s.lcpMs)),
        cls: median(ceilings.map((s) => s.cls)),
        totalBytes: median(ceilings.map((s) => s.totalBytes)),
      },
    };
  }

  const record = {
    at: new Date().toISOString(),
    command: `npm run bench:pages -- --runs ${runs}`,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    lighthouse: 'mobile preset, simulated throttling (Lighthouse default); median of the runs',
    loadAverage: { before: loadText(loadBefore), after: loadText(os.loadavg()) },
    pages: results,
  };
  console.log('\npage                score   LCP ms   CLS     JS bytes   all bytes   server HTML');
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(18)}  ${String(r.score).padStart(5)}  ${String(r.lcpMs).padStart(7)}  ${r.cls.toFixed(3).padStart(5)}  ${String(r.jsBytes).padStart(9)}  ${String(r.totalBytes).padStart(10)}   ${r.serverRendered ? 'yes' : 'no'}`,
    );
  }
  for (const [name, r] of Object.entries(results)) {
    const c = r.ceiling;
    console.log(
      `${`${name} ceiling`.padEnd(18)}  ${String(c.score).padStart(5)}  ${String(c.lcpMs).padStart(7)}  ${c.cls.toFixed(3).padStart(5)}  ${'0'.padStart(9)}  ${String(c.totalBytes).padStart(10)}   (its HTML without scripts; LCP ${(r.lcpMs / c.lcpMs).toFixed(2)}× the ceiling's)`,
    );
  }
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name} LCP element: ${r.lcpElement ? r.lcpElement.snippet : 'none found'}`);
  }
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'pages-latest.json'), `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `Load average (1/5/15 min) before ${record.loadAverage.before}, after ${record.loadAverage.after} on ${os.cpus().length} CPUs.`,
  );
  console.log(`\nRecorded in bench/results/pages-latest.json`);
} finally {
  await chrome?.kill();
  bareServer?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
