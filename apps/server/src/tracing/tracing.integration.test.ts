import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tracingRequested } from './tracing-requested';
import { freePort } from '../../test/free-port';

// ADR 049: the server's spans leave through OTLP/HTTP when, and only when, the standard OTEL_*
// variables ask. A stand-in collector (node:http) receives the export as JSON.

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const preload = fileURLToPath(new URL('./preload.ts', import.meta.url));

interface ExportedSpan {
  name: string;
  attributes?: { key: string; value: { stringValue?: string } }[];
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A collector stand-in: every span posted to /v1/traces, and every path asked. */
async function collector() {
  const spans: ExportedSpan[] = [];
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      paths.push(req.url ?? '');
      if (req.url === '/v1/traces') {
        const parsed = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
        };
        for (const resource of parsed.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, paths };
}

async function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-tracing-'));
  const [port, businessPort] = [await freePort(), await freePort()];
  // The embedded PGlite: this is about the process, not the database.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', preload, main],
    {
      env: {
        ...inherited,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        BUSINESS_PORT: String(businessPort),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return url;
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tracing', () => {
  it('is asked for by the standard variables only', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(
      tracingRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'x' }),
    ).toBe(false);
    expect(
      tracingRequested({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBe(false);
  });

  it("sends a request's spans to the OTLP endpoint, with its route pattern", async () => {
    const otlp = await collector();
    const url = await startServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: 'stepup-test',
    });
    const res = await fetch(`${url}/api/campaigns/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
    const deadline = Date.now() + 20_000;
    const routeOf = (span: ExportedSpan) =>
      span.attributes?.find((a) => a.key === 'http.route')?.value.stringValue;
    while (!otlp.spans.some((span) => routeOf(span) === '/api/campaigns/:id')) {
      if (Date.now() > deadline) throw new Error(`no span: ${JSON.stringify(otlp.spans)}`);
      await wait(100);
    }
  }, 90_000);

  it('without the variables, nothing is exported', async () => {
    const otlp = await collector();
    const url = await startServer({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_TRACES_EXPORTER: '' });
    await fetch(`${url}/api/health`);
    await wait(1_000);
    expect(otlp.paths).toEqual([]);
  }, 90_000);
});
