// The server as production runs it (ADR 048): src/main.ts and src/worker.ts compiled by esbuild
// into dist/main.js and dist/worker.js — ESM for Node 24, with source maps. The workspace's own
// packages (@stepup/*, TypeScript sources) are bundled in; npm dependencies stay imports, loaded
// from node_modules as in development (native ones such as sharp cannot be bundled, and
// node_modules is there anyway). No minifying: readable stack traces, and the maps give the lines.
//   node apps/server/build.mjs [--outdir DIR]   (`npm run build` runs it after the two sites)
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const defaultOutdir = path.join(serverDir, 'dist');

/** Bare imports (`zod`, `fastify/…`) stay imports, but for the workspace's own packages. */
const npmDependenciesExternal = {
  name: 'npm-dependencies-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@stepup/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * In the bundle, `import.meta.url` would be dist/main.js for every module; the workspace's code
 * means its own source file (the migrations beside packages/db/src, the repository root from
 * apps/server/src). So each source file's `import.meta.url` becomes that file's URL, written
 * relative to the bundle: the compiled server works wherever the tree is, as long as dist/ sits
 * in it where it was built (apps/server/dist, next to packages/db/migrations).
 */
function sourceFileUrls(outdir) {
  return {
    name: 'source-file-urls',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** Compiles the server into `outdir` (apps/server/dist by default). */
export async function buildServer({ outdir = defaultOutdir } = {}) {
  const absolute = path.resolve(outdir);
  // A clean dist/ each time: nothing left of an older build (another folder is the caller's).
  if (absolute === defaultOutdir) await rm(absolute, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: serverDir,
    // tracing.js: the OpenTelemetry preload (`--import`, before main or worker; ADR 049).
    entryPoints: {
      main: 'src/main.ts',
      worker: 'src/worker.ts',
      tracing: 'src/tracing/preload.ts',
    },
    outdir: absolute,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Maps for `node --enable-source-maps`: file and line of the TypeScript source in traces. The
    // sources themselves are left out (they are in the repository, not needed in an image).
    sourcemap: true,
    sourcesContent: false,
    // No `define`: nothing from this machine's environment is written into the output.
    plugins: [npmDependenciesExternal, sourceFileUrls(absolute)],
    logLevel: 'warning',
  });
  return absolute;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--outdir');
  const outdir = await buildServer(at > 0 ? { outdir: process.argv[at + 1] } : {});
  console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}`);
}
