import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes name.br and name.gz beside each compressible file of the build. */
export async function precompress(dir: string): Promise<void> {
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const bytes = await readFile(path);
    const [br, gzipped] = await Promise.all([brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gz(bytes, { level: 9 })]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  }
}

// `tsx scripts/precompress.ts [dir]` after `vite build`, so the service worker is compressed too.
if (import.meta.url === `file://${process.argv[1]}`) {
  await precompress(process.argv[2] ?? 'dist');
}
