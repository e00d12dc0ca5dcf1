/** The app's routes as its routes.tsx files declare them, and the catalogues' texts of each language. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();

/** Every path a routes.tsx declares (nested children joined to their parent), read from the source. */
export function declaredPaths(): string[] {
  const dir = join(ROOT, 'src', 'features');
  const paths: string[] = [];
  for (const area of readdirSync(dir)) {
    let source: string;
    try {
      source = readFileSync(join(dir, area, 'routes.tsx'), 'utf8');
    } catch {
      continue;
    }
    // The lender wizard nests its steps under one layout route: `path: 'lender', children: [...]`.
    const parent = /path: '([^']+)',\s*(?:lazy:[^\n]*\n\s*)?(?:element:[^\n]*\n\s*)?children:/.exec(source)?.[1];
    for (const match of source.matchAll(/path: '([^']+)'/g)) {
      const path = match[1] ?? '';
      if (path === '*' || path === parent) continue;
      const nested = parent !== undefined && !path.includes('/') && source.indexOf(`path: '${path}'`) > source.indexOf(`path: '${parent}'`);
      paths.push(nested ? `/${parent}/${path}` : `/${path}`);
    }
    if (parent !== undefined) paths.push(`/${parent}`);
  }
  return paths;
}

function catalogueFiles(language: 'en' | 'id', dir = join(ROOT, 'locales', language)): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? catalogueFiles(language, join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

/** The literal runs of a message (the text between ICU arguments), trimmed. */
function literalRuns(message: string): string[] {
  return message
    .split(/[{}#]/)
    .map((run) => run.trim())
    .filter((run) => /\p{L}/u.test(run));
}

function runsOf(language: 'en' | 'id'): Set<string> {
  const runs = new Set<string>();
  for (const file of catalogueFiles(language)) {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const value of Object.values(messages)) for (const run of literalRuns(value)) runs.add(run);
  }
  return runs;
}

/**
 * Texts of at least 12 characters that only the other language's catalogue has: seeing one on a
 * page shown in `language` means the page shows a message of the wrong language.
 */
export function otherLanguageOnly(language: 'en' | 'id'): string[] {
  const own = [...runsOf(language)];
  const other = runsOf(language === 'en' ? 'id' : 'en');
  return [...other].filter((run) => run.length >= 12 && !own.some((mine) => mine.includes(run)));
}
