/**
 * What opening each lazy page downloads beyond what `/` already loaded: the page's chunk and every
 * chunk it imports that the first screen did not load, gzip level 9 (as the server's precompressed
 * .gz). The chunks a page needs come from Vite's build manifest (dist/.vite/manifest.json); what `/`
 * loaded is measured in the browser by the caller.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageChunk {
  /** The page module, e.g. src/features/cicilan/home/CicilanHomePage.tsx */
  page: string;
  /** JS and CSS this page adds to what `/` loaded, gzip KB. */
  gzipKb: number;
}

/** Every chunk reachable through static imports from `key`, the chunk itself included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** `loadedByFirstScreen`: the files `/` requested, as paths inside dist (`assets/x.js`). */
export async function pageChunks(dist: string, pagePattern: RegExp, loadedByFirstScreen: ReadonlySet<string>): Promise<PageChunk[]> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipOf = async (file: string): Promise<number> => gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
  const pages: PageChunk[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src || !pagePattern.test(chunk.src)) continue;
    let bytes = 0;
    for (const needed of closure(manifest, key)) {
      const neededChunk = manifest[needed];
      if (!neededChunk) continue;
      for (const file of [neededChunk.file, ...(neededChunk.css ?? [])]) {
        if (!loadedByFirstScreen.has(file)) bytes += await gzipOf(file);
      }
    }
    pages.push({ page: chunk.src, gzipKb: bytes / 1024 });
  }
  return pages.sort((a, b) => a.page.localeCompare(b.page));
}
