/** What a codeSplitting group's name function is handed: the build's module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A module's id and those of every module it imports statically, directly or not. */
export function staticModuleClosure(entry: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (found.has(next)) continue;
    found.add(next);
    for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) queue.push(imported);
  }
  return found;
}
