// `npm start` (both sites and the jobs) and `npm run worker` (`start.mjs worker`: jobs only).
// With NODE_ENV=production: the compiled server (apps/server/dist, built by `npm run build`),
// refusing to start without it. Otherwise the TypeScript sources through tsx, so an edit shows at
// the next start, after building the sites on the first start. Migrations and the demo seed run
// inside the server. Plain JavaScript so it runs before anything is compiled.
import './pinned-node.mjs'; // first: on another Node, runs this script on Node 24
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
const production = process.env.NODE_ENV === 'production';

// What `npm run build` leaves that this process serves: the customer site also has its server
// renderer (ADR 043); the compiled server only matters in production (ADR 048).
const needed = [
  ...(entry === 'main'
    ? [
        'apps/web/dist/index.html',
        'apps/web/dist-ssr/entry-server.js',
        'apps/business/dist/index.html',
      ]
    : []),
  ...(production ? [`apps/server/dist/${entry}.js`] : []),
];
const missing = needed.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0 && production) {
  // Production runs what was built and tested, never a build of its own at start.
  console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}
if (missing.length > 0) {
  console.log('Building the sites and the server (first start)…');
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = production
  ? ['--enable-source-maps', `apps/server/dist/${entry}.js`]
  : ['--import', 'tsx', `apps/server/src/${entry}.ts`];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
