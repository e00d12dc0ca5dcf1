import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = '\0catalogue:';
/** Keeps the id from ending in .json, which Vite's own JSON plugin would claim. */
const VIRTUAL_SUFFIX = '.js';
const CATALOGUE_PATH = /[\\/]locales[\\/]([a-z]{2})\.json$/;

/** True for the module id of a compiled catalogue (for the preload hints). */
export function isCatalogueModule(id: string | null | undefined): boolean {
  return !!id && id.startsWith(VIRTUAL_PREFIX);
}

/**
 * Turns locales/*.json into modules of pre-parsed ICU messages, so the browser never ships or runs
 * the ICU parser (react-intl takes the parsed form; see the alias to no-parser in vite.config.ts).
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!CATALOGUE_PATH.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${VIRTUAL_PREFIX}${resolved.id}${VIRTUAL_SUFFIX}` : null;
    },
    async load(id) {
      if (!isCatalogueModule(id)) return null;
      const path = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length);
      this.addWatchFile(path);
      const messages = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
