// `npm test`: every test — unit, property, component and integration (Vitest), then the browser
// tests (Playwright) against freshly built sites — and one closing line with the totals.
//   node scripts/test.mjs --unit-only [vitest args…]   Vitest alone (CI's PostgreSQL run uses it)
import './pinned-node.mjs'; // first: on another Node, runs this script on Node 24
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const args = process.argv.slice(2);
const unitOnly = args[0] === '--unit-only';
const vitestArgs = unitOnly ? args.slice(1) : args;
const reports = mkdtempSync(path.join(os.tmpdir(), 'stepup-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(command, commandArgs, env = {}) {
  console.log(`\n> ${[command, ...commandArgs].join(' ')}`);
  return spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function finish(status) {
  rmSync(reports, { recursive: true, force: true });
  console.log(
    `\ntest: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(status === 0 && totals.failed === 0 && totals.passed > 0 ? 0 : 1);
}

const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
  ...vitestArgs,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (vitestStatus !== 0) totals.failed += 1;
if (unitOnly || vitestStatus !== 0) finish(vitestStatus);

const buildStatus = run(npm, ['run', 'build']);
if (buildStatus !== 0) finish(buildStatus);

const playwrightReport = path.join(reports, 'playwright.json');
const e2eStatus = run(process.execPath, ['e2e/run.mjs', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});
const playwright = readJson(playwrightReport);
if (playwright) {
  totals.passed += playwright.stats.expected + playwright.stats.flaky;
  totals.failed += playwright.stats.unexpected;
  totals.skipped += playwright.stats.skipped;
} else if (e2eStatus !== 0) totals.failed += 1;
finish(e2eStatus);
