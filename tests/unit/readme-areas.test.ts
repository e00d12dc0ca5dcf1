import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const AREAS = createRequire(import.meta.url)(join(ROOT, 'scripts/lib/areas.cjs')) as string[];
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('### Areas\n'), readme.indexOf('Inside an area, each realm'));

/** The README's area table: area → the paths it names per realm column. */
function areaTable(): Map<string, string[]> {
  const rows = section.split('\n').filter((line) => /^\| [a-z-]+ \|/.test(line) && !line.startsWith('| area |'));
  const realmRoots = ['src/features/', 'workers/', 'server/', 'locales/en/', 'src/domain/'];
  const table = new Map<string, string[]>();
  for (const row of rows) {
    const cells = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [area = '', , ...realms] = cells;
    const paths = realms.flatMap((cell, index) =>
      [...cell.matchAll(/`([^`]+)`/g)].map((match) => `${realmRoots[index] ?? ''}${match[1] ?? ''}`.replace(/\*.*$/, '')),
    );
    table.set(area, paths);
  }
  return table;
}

const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const SHARED =
  architecture
    .slice(architecture.indexOf('What areas share'), architecture.indexOf('**Checked in'))
    .match(/`([a-z./{},-]+)`/g)
    ?.map((token) => token.slice(1, -1)) ?? [];

describe("README's area table", () => {
  it('names exactly the areas the boundary rules know', () => {
    expect([...areaTable().keys()]).toEqual(AREAS);
  });

  it('names only folders and files that exist', () => {
    const missing = [...areaTable().values()]
      .flat()
      .filter((path) => !existsSync(join(ROOT, path.replace(/\/$/, ''))) && !existsSync(join(ROOT, `${path}.ts`)));
    expect(missing).toEqual([]);
  });

  it('covers every folder of the tree: each is an area or a shared module docs/architecture.md names', () => {
    const folders = (dir: string) =>
      readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const unknown = [
      ...folders('src/features').filter((name) => !AREAS.includes(name)),
      ...['workers', 'server'].flatMap((realm) =>
        folders(realm)
          .filter((name) => !AREAS.includes(name) && !SHARED.includes(`${name}/`))
          .map((name) => `${realm}/${name}`),
      ),
    ];
    expect(unknown).toEqual([]);
  });
});
