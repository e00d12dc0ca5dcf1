import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlatformPath } from '@domain/contract/http';
import { devProxyPrefixes } from '../../scripts/lib/dev-proxy';

const CONTRACT_DIR = join(process.cwd(), 'src/domain/contract');

/** Every path constant of the contract: the values of each exported `…_PATHS` object. */
async function contractPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of await readdir(CONTRACT_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const module = (await import(join(entry.parentPath, entry.name))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('_PATHS') || typeof value !== 'object' || value === null) continue;
      for (const path of Object.values(value)) if (typeof path === 'string') paths.push(path);
    }
  }
  return paths;
}

describe('npm run dev', () => {
  it('proxies every path of the platform contract to the sandbox', async () => {
    const paths = await contractPaths();
    expect(paths.length).toBeGreaterThan(30);
    const prefixes = devProxyPrefixes();
    const unreachable = paths.filter(
      (path) => !isPlatformPath(path) || !prefixes.some((prefix) => path === prefix || path.startsWith(prefix)),
    );
    expect(unreachable, `paths the dev server would answer with index.html (contract: ${relative(process.cwd(), CONTRACT_DIR)})`).toEqual(
      [],
    );
  });

  it('proxies the business calls (/sme/), which it once left out', () => {
    expect(devProxyPrefixes()).toContain('/sme');
  });
});
