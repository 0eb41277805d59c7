import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readConfig, settingNames } from './config';

/**
 * The Dockerfile and compose.yaml (ADR 048), which no container engine builds or starts here:
 * checked as text, so that they cannot drift far from what CI runs and what the server reads.
 */
const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
const ours = services.filter(([, service]) => service.image === 'stepup');
const proxy = compose.services.proxy;
const command = (service: Service) => (service.command ?? []).join(' ');
const webs = ours.filter(([, service]) => service.command === undefined);
const workers = ours.filter(([, service]) => command(service).includes('dist/worker.js'));

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^(?=FROM )/m).slice(1);
  const buildStage = stages.find((stage) => / AS build$/m.test(stage)) ?? '';

  it('builds with the commands CI runs: its `npm ci` and the one `npm run build`', () => {
    const ciInstall = /^npm ci .*$/m.exec(read('.ci/run'))?.[0];
    expect(ciInstall).toBeDefined();
    const runs = [...buildStage.matchAll(/^RUN (.*)$/gm)].map((match) => match[1]);
    expect(runs).toEqual([ciInstall, 'npm run build']);
    // And `npm test` builds with the same script before the browser tests.
    expect(read('scripts/test.mjs')).toContain("run(npm, ['run', 'build'])");
  });

  it('runs the compiled server as a user other than root, with a health check', () => {
    const runtime = stages.at(-1) ?? '';
    expect(runtime).toMatch(/^FROM node:24-slim$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/api\/health/ms);
    expect(runtime).toMatch(
      /^CMD \["node", "--enable-source-maps", "--import", ".\/apps\/server\/dist\/tracing.js", "apps\/server\/dist\/main.js"\]$/m,
    );
  });
});

describe('compose.yaml', () => {
  it('runs two or more web processes without jobs, and at least one worker', () => {
    expect(webs.length).toBeGreaterThanOrEqual(2);
    for (const [, web] of webs) expect(web.environment?.RUN_JOBS).toBe('false');
    expect(workers.length).toBeGreaterThanOrEqual(1);
  });

  it('gives the server only settings it knows, which production accepts as they are', () => {
    for (const [name, service] of [...webs, ...workers]) {
      const env = service.environment ?? {};
      expect(
        Object.keys(env).filter((setting) => !settingNames.includes(setting)),
        name,
      ).toEqual([]);
      // Would it start? readConfig refuses whatever production refuses (ADR 017).
      const config = readConfig(env);
      expect(config.env, name).toBe('production');
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/.*@postgres:/);
      expect(config.stripe, name).toBeDefined();
    }
  });

  it('marks every secret and address to replace as an EXAMPLE', () => {
    const lines = read('compose.yaml').split('\n');
    const toReplace =
      /^\s*(AUTH_SECRET|SEALING_KEY|STRIPE_\w+|SMTP_URL|MAIL_FROM|PUBLIC_\w+|DATABASE_URL|POSTGRES_PASSWORD):/;
    const marked = lines.filter((line) => toReplace.test(line));
    expect(marked.length).toBeGreaterThanOrEqual(10);
    for (const line of marked) expect(line).toMatch(/# EXAMPLE/);
  });

  it('puts the proxy in front of every web process, on both sites', () => {
    expect(command(proxy!)).toBe('node scripts/proxy.mjs');
    const upstreams = (name: string) => proxy!.environment?.[name]?.split(',') ?? [];
    expect(upstreams('WEB_UPSTREAMS').sort()).toEqual(
      webs.map(([name]) => `http://${name}:3000`).sort(),
    );
    expect(upstreams('BUSINESS_UPSTREAMS').sort()).toEqual(
      webs.map(([name]) => `http://${name}:3001`).sort(),
    );
    // Only the proxy (and the mail catcher's reader) is reachable from outside.
    const published = services.filter(([, service]) => service.ports).map(([name]) => name);
    expect(published.sort()).toEqual(['mailpit', 'proxy']);
  });
});

describe("the README's settings in production", () => {
  it('name every setting the server reads', () => {
    const readme = read('README.md');
    const start = readme.indexOf('### Settings in production');
    const section = readme.slice(start, readme.indexOf('\n### ', start + 1));
    const named = new Set([...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]));
    expect(settingNames.filter((name) => !named.has(name))).toEqual([]);
  });
});
