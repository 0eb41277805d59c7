// Builds whichever web app has no build yet (`npm start`'s and `npm run start:cluster`'s first
// start). Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// What each site's build leaves: the customer site also has its server renderer (ADR 043).
const builds = {
  web: ['dist/index.html', 'dist-ssr/entry-server.js'],
  business: ['dist/index.html'],
};

/** Builds the missing sites; exits the process when a build fails. */
export function buildMissingSites() {
  for (const [app, files] of Object.entries(builds)) {
    if (files.every((file) => existsSync(path.join(root, 'apps', app, file)))) continue;
    console.log(`Building the ${app} site (first start)…`);
    const result = spawnSync(npm, ['run', 'build', '--workspace', `apps/${app}`], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
