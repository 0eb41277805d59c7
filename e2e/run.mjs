// Resolves the browser once (the npm-packaged one must be unpacked, which is async), then runs
// Playwright with CHROME_PATH set for playwright.config.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveChromePath } from './browser-path.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const chromePath = await resolveChromePath();
console.log(`Browser tests use ${chromePath}`);
const cli = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@playwright/test/package.json'))),
  'cli.js',
);
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
