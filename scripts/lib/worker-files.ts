/**
 * The files of the data worker's own build: its entry and every chunk it imports, statically or
 * dynamically. Vite builds the worker apart from the page, so none of them is ever the page's own,
 * though a page's requests list them (a dedicated worker's requests are reported as its page's).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path/posix';

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g;

/** `entry` and its imports, as URL paths (`/assets/…`), read from the build in `dist`. */
export async function workerFiles(dist: string, entry: string): Promise<Set<string>> {
  const files = new Set<string>();
  const pending = [entry];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (files.has(path)) continue;
    files.add(path);
    const code = await readFile(join(dist, path), 'utf8');
    for (const match of code.matchAll(RELATIVE_IMPORT)) pending.push(join(dirname(path), match[1] ?? ''));
  }
  return files;
}
