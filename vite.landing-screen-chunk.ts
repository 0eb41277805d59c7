import type { Plugin, Rollup } from 'vite';

// One chunk for the modules a landing screen shares with other screens (ADR 047).
//
// A campaign page is where visitors arrive from a link or a search. Left to itself the bundler
// puts the small modules its screen shares with other screens in one file per set of screens
// sharing them: the campaign page loaded 14 files of under 1 KB, each answer with about 450 bytes
// of headers. Once the module graph is known, this plugin lists the modules the screen shares with
// other screens loaded on demand that the first load does not have, and its `group` puts them in
// one chunk (a screen sharing one of them loads all: about 3 KB). What only the screen uses stays
// in its own chunk; the framework and zod groups, of higher priority, keep theirs.
//
// "Uses" follows names through index files (`export … from`): the campaign screen takes TextField
// from @stepup/ui, not all of @stepup/ui. The module graph alone says it needs every module the
// index re-exports, and so does the first load, which imports @stepup/ui too.

const IMPORTS =
  /import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g;
const RE_EXPORTS = /export\s*(?:\{([^}]*)\}|\*)\s*from\s*["']([^"']+)["']/g;
/** A module of nothing but re-exports (an index file): comments, imports and exports only. */
const INDEX_FILE =
  /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/|["']use strict["'];?|import\s*\*\s*as\s+[\w$]+\s*from\s*["'][^"']+["'];?|export\s*(?:\{[^}]*\}|\*)(?:\s*from\s*["'][^"']+["'])?;?)*$/;

/** `a, b as c` → [[a, b], [b, c]]: [name in the source module, name here]. */
const namePairs = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [from, as = from] = part.split(/\s+as\s+/) as [string, string?];
      return [from, as] as const;
    });

/** `screenId`: the screen module's absolute path. */
export function landingScreenChunk(name: string, screenId: string) {
  const members = new Set<string>();

  /** Every module that `roots` use, following names through index files. */
  const resolved = new Map<string, string | undefined>();

  async function used(ctx: Rollup.PluginContext, roots: string[]) {
    const found = new Set<string>();
    const resolveFrom = async (spec: string, importer: string) => {
      const key = `${importer}\0${spec}`;
      if (!resolved.has(key)) resolved.set(key, (await ctx.resolve(spec, importer))?.id);
      return resolved.get(key);
    };
    const isIndex = (id: string) => INDEX_FILE.test(ctx.getModuleInfo(id)?.code ?? 'x');

    /** The module an index file's `name` comes from, and its name there. */
    async function follow(id: string, wanted: string): Promise<[string, string] | undefined> {
      const code = ctx.getModuleInfo(id)?.code ?? '';
      for (const [, list, spec] of code.matchAll(RE_EXPORTS)) {
        const target = await resolveFrom(spec!, id);
        if (!target) continue;
        if (list === undefined) {
          const info = ctx.getModuleInfo(target);
          if (
            info?.exports.includes(wanted) ||
            (isIndex(target) && (await follow(target, wanted)))
          ) {
            return isIndex(target) ? follow(target, wanted) : [target, wanted];
          }
        } else {
          const pair = namePairs(list).find(([, as]) => as === wanted);
          if (pair) return isIndex(target) ? follow(target, pair[0]) : [target, pair[0]];
        }
      }
      return undefined;
    }

    async function visit(id: string): Promise<void> {
      if (found.has(id)) return;
      found.add(id);
      const code = ctx.getModuleInfo(id)?.code ?? '';
      for (const [, defaultName, list, spec] of code.matchAll(IMPORTS)) {
        const target = await resolveFrom(spec!, id);
        if (!target) continue;
        if (list !== undefined && !defaultName && isIndex(target)) {
          for (const [from] of namePairs(list)) {
            const origin = await follow(target, from);
            await visit(origin ? origin[0] : target);
          }
        } else {
          await visit(target);
        }
      }
    }
    for (const root of roots) await visit(root);
    return found;
  }

  const plugin: Plugin = {
    name: 'landing-screen-chunk',
    apply: 'build',
    async buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const firstLoad = await used(this, entries);
      // What other screens loaded on demand use: what only this screen uses stays in its chunk.
      const otherScreens = [...this.getModuleIds()].filter(
        (id) => id !== screenId && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
      );
      const shared = new Set<string>();
      for (const other of otherScreens) (await used(this, [other])).forEach((id) => shared.add(id));
      for (const id of await used(this, [screenId])) {
        if (id !== screenId && !firstLoad.has(id) && shared.has(id)) members.add(id);
      }
    },
  };

  return {
    plugin,
    group: {
      name,
      test: (id: string) => members.has(id),
      // Only these modules: what they import from the first load stays in the first load.
      includeDependenciesRecursively: false,
    },
  };
}
