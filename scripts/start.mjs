// `npm start` (both sites and the jobs) and `npm run worker` (`start.mjs worker`: jobs only), run
// as lib/server-run.mjs says: compiled in production, the sources through tsx otherwise.
// Migrations and the demo seed run inside the server.
import './pinned-node.mjs'; // first: on another Node, runs this script on Node 24
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, serverArgs } from './lib/server-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
ensureBuilt([entry]);

const server = spawn(process.execPath, serverArgs(entry), {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
