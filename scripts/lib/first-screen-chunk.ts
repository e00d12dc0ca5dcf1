/**
 * One chunk for the first screen (issue 14): every module src/main.tsx reaches through static
 * imports, instead of the ~30 small shared chunks rolldown would split out because lazy pages import
 * some of them too. The group is closed under static imports (everything a member imports is a
 * member), so no module in it waits for one outside it: module order is kept (checked by the e2e
 * test that opens every route, tests/e2e/routes-load.e2e.ts). Lazy pages import what they share
 * with the first screen from this chunk, which `/` has already loaded.
 */
import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export function firstScreenChunkName(entry = resolve('src/main.tsx')): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (!members) {
      const found = new Set<string>();
      const queue = [entry];
      while (queue.length > 0) {
        const next = queue.pop()!;
        if (found.has(next)) continue;
        found.add(next);
        for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) queue.push(imported);
      }
      members = found;
    }
    return members.has(id) ? 'first-screen' : null;
  };
}

/**
 * One chunk for the signed-in home (src/features/home/HomePage.tsx and what it alone adds to the
 * first screen): index.html starts it on a signed-in reload, as one request instead of five, which
 * on HTTP/1.1's six connections per host queued behind the page's stylesheets and images. Pages
 * that share a module with it (calendar-date, platform-clock) load this chunk for it: a few KB.
 */
export function signedInHomeChunkName(
  home = resolve('src/features/home/HomePage.tsx'),
  firstScreen = resolve('src/main.tsx'),
): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (!members) {
      const closure = (entry: string): Set<string> => {
        const found = new Set<string>();
        const queue = [entry];
        while (queue.length > 0) {
          const next = queue.pop()!;
          if (found.has(next)) continue;
          found.add(next);
          for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) queue.push(imported);
        }
        return found;
      };
      const shared = closure(firstScreen);
      members = new Set([...closure(home)].filter((member) => !shared.has(member)));
    }
    return members.has(id) ? 'home' : null;
  };
}
