// `npm test`: every test — unit, property, component and integration (Vitest), then the browser
// tests (Playwright), which build the apps first if they are not built.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args) => {
  console.log(`\n> ${['npm', ...args].join(' ')}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['run', 'test:unit']);
run(['run', 'build']);
run(['run', 'test:e2e']);
