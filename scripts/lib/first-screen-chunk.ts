/**
 * The first screen's chunks (issue 14): every module src/main.tsx reaches through static imports,
 * instead of the ~30 small shared chunks rolldown would split out because lazy pages import some
 * of them too, in two parts: React (react, react-dom, scheduler; with src/first-screen-react.ts,
 * which requires React DOM's client), and everything else the first screen runs. src/boot.ts
 * evaluates React first, yields, then the rest: module evaluation is mostly compiling, and as one
 * chunk it was one task of about 150 ms at 4x slowdown; as two, each stays under 100 ms. React
 * imports nothing of the rest, so no module waits for one outside what is loaded: module order is
 * kept (checked by the e2e test that imports every lazy chunk, tests/e2e/shell-first-screen.e2e.ts).
 * Lazy pages import what they share with the first screen from these chunks, which `/` has already
 * loaded.
 *
 * The React chunk also carries Vite's preload helper, which src/boot.ts and most chunks import: as a
 * chunk of its own it was one more request before the form is usable (budget: 6). boot waits for the
 * React chunk anyway before anything else; the helper can't go into boot's own chunk, which lazy
 * chunks would then import while its top-level await is pending. (rolldown's runtime stays a chunk
 * of its own: rolldown never offers it to a group's name function.)
 */
import { resolve } from 'node:path';
import { type ModuleGraph, staticModuleClosure } from './module-closure.ts';

/** Which of the first screen's chunks a module goes to: React with Vite's preload helper, or the rest. */
type FirstScreenPart = 'react' | 'rest';

const REACT_PACKAGES = /\/node_modules\/(react|react-dom|scheduler)\//;
/** Imported by src/boot.ts and by most chunks. */
const PRELOAD_HELPER = 'vite/preload-helper';

type ChunkName = (id: string, graph: ModuleGraph) => string | null;

/**
 * The codeSplitting groups of the first screen, for vite.config.ts. A group whose name function
 * answers two names gave one chunk (rolldown), so each part is its own group; they share one walk
 * of main.tsx's static imports.
 */
export function firstScreenGroups(entry = resolve('src/main.tsx')): Array<{ name: ChunkName; priority: number }> {
  const reactEntry = resolve('src/first-screen-react.ts');
  let members: Set<string> | null = null;
  const partOf = (id: string, graph: ModuleGraph): FirstScreenPart | null => {
    if (id === reactEntry || id.includes(PRELOAD_HELPER)) return 'react';
    members ??= staticModuleClosure(entry, graph);
    if (!members.has(id)) return null;
    return REACT_PACKAGES.test(id) ? 'react' : 'rest';
  };
  const part =
    (wanted: FirstScreenPart, chunk: string): ChunkName =>
    (id, graph) =>
      partOf(id, graph) === wanted ? chunk : null;
  return [
    { name: part('react', 'first-screen-react'), priority: 3 },
    { name: part('rest', 'first-screen'), priority: 2 },
  ];
}
