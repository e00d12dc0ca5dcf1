/**
 * The first screen's chunks (issue 14): every module src/main.tsx reaches through static imports,
 * instead of the ~30 small shared chunks rolldown would split out because lazy pages import some
 * of them too, in three parts: React (react, react-dom, scheduler; with src/first-screen-react.ts,
 * which requires React DOM's client), the other libraries, and the app's own modules. src/boot.ts
 * evaluates React first, yields, then the rest: module evaluation is mostly compiling, and as one
 * chunk it was one task of about 150 ms at 4x slowdown; as two, each stays under 100 ms. Each part is
 * closed under static imports but for imports of an earlier part (React imports nothing of the
 * others, the libraries nothing of the app), so no module waits for one outside what is loaded:
 * module order is kept (checked by the e2e test that imports every lazy chunk,
 * tests/e2e/shell-first-screen.e2e.ts). Lazy pages import what they share with the first screen from
 * these chunks, which `/` has already loaded. Vite's preload helper is a chunk of its own: src/boot.ts
 * needs it, and in any of these it would make boot wait for them.
 */
import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Which of the first screen's chunks a module goes to: React (and React DOM, the scheduler), the other libraries, or the app's own modules. */
type FirstScreenPart = 'react' | 'libraries' | 'app';

const REACT_PACKAGES = /\/node_modules\/(react|react-dom|scheduler)\//;
const PRELOAD_HELPER = 'vite/preload-helper';

type ChunkName = (id: string, graph: ModuleGraph) => string | null;

/**
 * The codeSplitting groups of the first screen, for vite.config.ts: Vite's preload helper alone,
 * then the three parts. A group whose name function answers two names gave one chunk (rolldown),
 * so each part is its own group; the three share one walk of main.tsx's static imports.
 */
export function firstScreenGroups(entry = resolve('src/main.tsx')): Array<{ name: ChunkName; priority: number }> {
  const reactEntry = resolve('src/first-screen-react.ts');
  let members: Set<string> | null = null;
  const partOf = (id: string, graph: ModuleGraph): FirstScreenPart | null => {
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
    if (id === reactEntry) return 'react';
    // Vite's preload helper serves src/boot.ts too: in any of these, boot would wait for it.
    if (!members.has(id) || id.includes(PRELOAD_HELPER)) return null;
    return REACT_PACKAGES.test(id) ? 'react' : id.includes('/node_modules/') ? 'libraries' : 'app';
  };
  const part =
    (wanted: FirstScreenPart, chunk: string): ChunkName =>
    (id, graph) =>
      partOf(id, graph) === wanted ? chunk : null;
  return [
    { name: (id) => (id.includes(PRELOAD_HELPER) ? 'preload-helper' : null), priority: 4 },
    { name: part('react', 'first-screen-react'), priority: 3 },
    { name: part('libraries', 'first-screen-libraries'), priority: 3 },
    { name: part('app', 'first-screen'), priority: 2 },
  ];
}
