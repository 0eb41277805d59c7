// Runs drizzle-kit so that it finds the drizzle-orm this package uses.
//
// npm keeps drizzle-orm in packages/db/node_modules (it is not hoisted) while drizzle-kit is hoisted
// to the root node_modules, so drizzle-kit cannot resolve drizzle-orm from its own folder ("Please
// install latest version of drizzle-orm"). We add this package's node_modules to the CommonJS
// search path (drizzle-kit's `require`) and resolve ESM `import('drizzle-orm/…')` from this
// package too. Both end at the same copy the schema files import, so drizzle-kit's `is(…)` checks
// see one drizzle-orm. Harmless if npm later hoists drizzle-orm.
import Module, { createRequire, register } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

process.env.NODE_PATH = [join(packageDir, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(delimiter);
// @ts-expect-error -- internal, re-reads NODE_PATH
Module._initPaths();

const hook = `
const parent = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: parent });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// `bin.cjs` is not in drizzle-kit's exports map: find the package folder, then load the file.
const require = createRequire(import.meta.url);
require(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
