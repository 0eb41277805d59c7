// `npm start`: build whichever web app has no build yet, then run the server (migrations and the
// demo seed run inside it). Plain JavaScript so it runs before anything is compiled.
import './pinned-node.mjs'; // first: on another Node, runs this script on Node 24
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// What each site's build leaves: the customer site also has its server renderer (ADR 043).
const builds = {
  web: ['dist/index.html', 'dist-ssr/entry-server.js'],
  business: ['dist/index.html'],
};
for (const [app, files] of Object.entries(builds)) {
  if (files.every((file) => existsSync(path.join(root, 'apps', app, file)))) continue;
  console.log(`Building the ${app} site (first start)…`);
  const result = spawnSync(npm, ['run', 'build', '--workspace', `apps/${app}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The tracing preload loads OpenTelemetry only when the OTEL_* variables ask for it (ADR 049).
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--import',
    './apps/server/src/tracing/preload.ts',
    'apps/server/src/main.ts',
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
