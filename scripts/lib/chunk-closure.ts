import type { OutputChunk } from 'rolldown';

/** A chunk's file name and those of every chunk it imports statically, directly or not, in visit order. */
export function staticClosure(chunks: ReadonlyMap<string, OutputChunk>, start: string, into: string[] = []): string[] {
  const chunk = chunks.get(start);
  if (!chunk || into.includes(start)) return into;
  into.push(start);
  for (const imported of chunk.imports) staticClosure(chunks, imported, into);
  return into;
}
