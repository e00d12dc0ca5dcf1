/**
 * The path aliases of tsconfig.base.json ("@domain/*" → src/domain/…) for Vite and Vitest, read
 * from that one file so the type check, the bundler and the tests can never disagree.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface TsconfigWithPaths {
  compilerOptions: { paths: Record<string, string[]> };
}

export function pathAliases(): { find: RegExp; replacement: string }[] {
  const config = JSON.parse(readFileSync(resolve(ROOT, 'tsconfig.base.json'), 'utf8')) as TsconfigWithPaths;
  return Object.entries(config.compilerOptions.paths).map(([pattern, [target = '']]) => ({
    find: new RegExp(`^${pattern.replace('/*', '/')}`),
    replacement: `${resolve(ROOT, target.replace('/*', ''))}/`,
  }));
}
