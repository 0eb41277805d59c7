// How the server runs, for `npm start`, `npm run worker` and `npm run start:cluster` alike (ADR
// 048): with NODE_ENV=production the compiled server (apps/server/dist, built by `npm run build`),
// refusing to start without it; otherwise the TypeScript sources through tsx, so an edit shows at
// the next start, after building the sites on the first start. Plain JavaScript so it runs before
// anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const production = () => process.env.NODE_ENV === 'production';

/**
 * Makes sure what `entries` ('main', 'worker') serve or run was built: in production it exits
 * when something is missing (production runs what was built and tested, never a build of its own
 * at start); elsewhere it runs `npm run build` once.
 */
export function ensureBuilt(entries) {
  // What `npm run build` leaves that these processes use: the customer site also has its server
  // renderer (ADR 043); the compiled server only matters in production (ADR 048).
  const needed = entries.flatMap((entry) => [
    ...(entry === 'main'
      ? [
          'apps/web/dist/index.html',
          'apps/web/dist-ssr/entry-server.js',
          'apps/business/dist/index.html',
        ]
      : []),
    ...(production() ? [`apps/server/dist/${entry}.js`, 'apps/server/dist/tracing.js'] : []),
  ]);
  const missing = needed.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length === 0) return;
  if (production()) {
    console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log('Building the sites and the server (first start)…');
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Node's arguments that run a server entry ('main' or 'worker'), from the repository root: the
 * tracing preload first, which loads OpenTelemetry only when the OTEL_* variables ask (ADR 049).
 */
export function serverArgs(entry) {
  return production()
    ? [
        '--enable-source-maps',
        '--import',
        './apps/server/dist/tracing.js',
        path.join('apps', 'server', 'dist', `${entry}.js`),
      ]
    : [
        '--import',
        'tsx',
        '--import',
        './apps/server/src/tracing/preload.ts',
        path.join('apps', 'server', 'src', `${entry}.ts`),
      ];
}
