/**
 * The data worker's entry chunk holds its entry module alone; everything the entry imports goes
 * to a chunk of its own, which the services' chunk (imported later) shares. WebKit (WebKitGTK 2.50,
 * Safari) does not find a module worker's top-level script in the worker's module map: a chunk that
 * imports the entry chunk evaluates it a second time. Rolldown puts the modules an entry shares with
 * a dynamic chunk into the entry chunk, so workers/worker-api.ts's chunk imported it, and the
 * worker's boot ran twice: two Comlink listeners on one port, two sets of services, and every call
 * made after both had started (a code, a login, a VA) sent twice (issue 42).
 * `checkWorkerEntryNotImported` fails the build should any chunk import a worker entry again.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type ModuleGraph, staticModuleClosure } from './module-closure.ts';

type ChunkName = (id: string, graph: ModuleGraph) => string | null;

/** The codeSplitting group of the worker build: every module the entry reaches statically, not the entry. */
export function workerBootGroups(
  entry = resolve('workers/data.worker.ts'),
  chunk = 'data-worker-boot',
): Array<{ name: ChunkName; priority: number }> {
  let members: Set<string> | null = null;
  const name: ChunkName = (id, graph) => {
    members ??= staticModuleClosure(entry, graph);
    return id !== entry && members.has(id) ? chunk : null;
  };
  return [{ name, priority: 1 }];
}

/** Fails the worker build when a chunk imports an entry chunk (WebKit would evaluate that entry twice). */
export function checkWorkerEntryNotImported(): Plugin {
  return {
    name: 'check-worker-entry-not-imported',
    apply: 'build',
    generateBundle(_, bundle) {
      const entries = new Set<string>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) entries.add(output.fileName);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const importer = [...output.imports, ...output.dynamicImports].find((fileName) => entries.has(fileName));
        if (importer) this.error(`${output.fileName} imports the worker entry ${importer}: WebKit would run that entry a second time`);
      }
    },
  };
}
