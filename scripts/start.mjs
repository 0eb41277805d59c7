// `npm start`: build whichever web app has no build yet, then run the server (migrations and the
// demo seed run inside it). Plain JavaScript so it runs before anything is compiled.
import './pinned-node.mjs'; // first: on another Node, runs this script on Node 24
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMissingSites } from './lib/build-sites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildMissingSites();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
