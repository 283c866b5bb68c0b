/**
 * How the browser's code is cut into files. Each file is compressed on its own, so a page's
 * script sent as twenty-odd files costs more than the same code in a few: brotli finds no repeats
 * across files, and every file carries its own imports and exports. Left to itself, the bundler
 * splits off a small file for every module two routes share.
 *
 * Two groups are loaded whole by every page, so each is sent as one file:
 * - the framework (React, React DOM, React Router), which every page needs before anything runs;
 * - the site's shell: the modules the root layout imports (header, footer, popups, live updates),
 *   which every page renders.
 * The rest keeps the bundler's own splitting by route, so no page downloads code it does not use,
 * and code loaded on demand (`import()`) stays out of both.
 */
import type { Plugin } from 'vite';

/** The packages every page runs before anything else. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export const FRAMEWORK_CHUNK = 'framework';
export const SHELL_CHUNK = 'site-shell';

/** What the bundler tells about a module while it groups them. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules a module imports statically, directly or through others, itself included. */
function staticImports(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The group a module's code goes in, or null for the bundler's own splitting. The shell is what
 * the root layout imports statically, read from the graph once per build.
 */
export function chunkGroupOf(
  rootLayout: string,
): (id: string, graph: ModuleGraph) => string | null {
  let shell: Set<string> | null = null;
  return (id, graph) => {
    if (FRAMEWORK.test(id)) return FRAMEWORK_CHUNK;
    shell ??= staticImports(graph, rootLayout);
    return shell.has(id) ? SHELL_CHUNK : null;
  };
}

/**
 * The client build's chunk groups, given the root layout's file (the server's build is one file
 * and is left alone).
 */
export function chunkGroups(rootLayout: string): Plugin {
  return {
    name: 'site:chunk-groups',
    configEnvironment(name) {
      if (name !== 'client') return;
      const groupOf = chunkGroupOf(rootLayout);
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: groupOf, debugName: 'site groups' }] } },
          },
        },
      };
    },
  };
}
