import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { LAZY_CATALOGUE_GROUPS } from '../src/i18n/catalogue-groups';
import { SUPPORTED_LANGUAGES as LANGUAGES } from '../src/domain/languages';

const VIRTUAL_PREFIX = '\0catalogue:';
/** Keeps the id from ending in .json, which Vite's own JSON plugin would claim. */
const VIRTUAL_SUFFIX = '.js';
/**
 * What src/i18n/messages.ts imports: `virtual:catalogue/<language>` is the first screen's messages
 * (every file not in a lazy group); `virtual:catalogue/<language>/<group>` is one group's files,
 * loaded with its routes; `virtual:catalogue-groups` is the table of those loaders.
 */
const CATALOGUE_IMPORT = /^virtual:catalogue\/([a-z]{2})(?:\/([a-z-]+))?$/;
const GROUPS_IMPORT = 'virtual:catalogue-groups';
const GROUPS_ID = '\0catalogue-groups.js';

const groups: Record<string, readonly string[]> = LAZY_CATALOGUE_GROUPS;
const LAZY_FILES = new Set(Object.values(groups).flat());
const LOCALES_DIR = join(process.cwd(), 'locales');

function isCatalogueModule(id: string | null | undefined): boolean {
  return !!id && id.startsWith(VIRTUAL_PREFIX);
}

/**
 * Every area keeps its messages in its own file, locales/<language>/<area>.json (a sub-area in
 * <area>/<sub-area>.json), so work on one area never touches another's; a language is all of its
 * files merged, and a key defined twice is an error rather than a silent override.
 */
export async function readCatalogue(
  language: string,
  localesDir: string = LOCALES_DIR,
  include: (area: string) => boolean = () => true,
): Promise<{ messages: Record<string, string>; files: string[] }> {
  const dir = join(localesDir, language);
  const files = (await catalogueNames(dir)).filter((name) => include(name)).map((name) => join(dir, `${name}.json`));
  const messages: Record<string, string> = {};
  const origin = new Map<string, string>();
  for (const file of files) {
    const part = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(part)) {
      const earlier = origin.get(key);
      if (earlier) throw new Error(`Message ${key} is defined in both ${earlier} and ${file}`);
      origin.set(key, file);
      messages[key] = message;
    }
  }
  return { messages, files };
}

/** The catalogue files of one language, as area names ("kyc", "kyc/photos"), sorted. */
export async function catalogueNames(languageDir: string): Promise<string[]> {
  const entries = await readdir(languageDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(languageDir, join(entry.parentPath, entry.name)).slice(0, -'.json'.length).split('\\').join('/'))
    .sort();
}

function groupsModule(): string {
  const table = Object.keys(groups).map((group) => {
    const loaders = LANGUAGES.map((language) => `${language}: () => import('virtual:catalogue/${language}/${group}')`);
    return `  ${JSON.stringify(group)}: { ${loaders.join(', ')} },`;
  });
  return `export default {\n${table.join('\n')}\n};`;
}

/**
 * Turns each language's catalogue into a module of pre-parsed ICU messages, so the browser never
 * ships or runs the ICU parser (react-intl takes the parsed form; see the alias to no-parser in
 * vite.config.ts).
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    resolveId(source) {
      if (source === GROUPS_IMPORT) return GROUPS_ID;
      const match = CATALOGUE_IMPORT.exec(source);
      if (!match) return null;
      if (match[2] && !groups[match[2]]) throw new Error(`No catalogue group ${match[2]}`);
      return `${VIRTUAL_PREFIX}${match[1]}${match[2] ? `_${match[2]}` : ''}${VIRTUAL_SUFFIX}`;
    },
    async load(id) {
      if (id === GROUPS_ID) return groupsModule();
      if (!isCatalogueModule(id)) return null;
      const [language = '', group] = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length).split('_');
      const groupFiles = group ? new Set(groups[group]) : null;
      const { messages, files } = await readCatalogue(language, LOCALES_DIR, (area) =>
        groupFiles ? groupFiles.has(area) : !LAZY_FILES.has(area),
      );
      for (const file of files) this.addWatchFile(file);
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
