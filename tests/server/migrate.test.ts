import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';
import { loadSandboxClock } from '@server/sandbox/clock';

const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every migration file, as [version, name]. */
const files = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
  .sort()
  .map((file) => ({ version: file.slice(0, 3), name: file.slice(4, -4) }));

describe('migrations on a PGlite data folder', () => {
  it('are applied at the first start only, and the data survives a restart', async () => {
    const first = await openPglite(join(dir, 'data'));
    expect(await migrate(first)).toEqual(files.map((file) => file.version));
    await (await loadSandboxClock(first)).set(new Date('2032-02-02T00:00:00Z'));
    await first.close();

    const second = await openPglite(join(dir, 'data'));
    expect(await migrate(second)).toEqual([]);
    const recorded = await second.query<{ version: string; name: string }>('select version, name from schema_migrations order by version');
    expect(recorded).toEqual(files);
    const clock = await loadSandboxClock(second);
    expect(clock.now().getUTCFullYear()).toBe(2032);
    await second.close();
  }, 120_000); // two PGlite starts and every migration: slow on a busy 2-core machine

  it('roll a failing migration back whole', async () => {
    const db = await openPglite();
    const failing = mkdtempSync(join(tmpdir(), 'migrations-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(failing, '001_half.sql'), 'create table half_done (id int); select * from no_such_table;');
    await expect(migrate(db, failing)).rejects.toThrow();
    const tables = await db.query("select 1 from information_schema.tables where table_name = 'half_done'");
    expect(tables).toEqual([]);
    expect(await db.query('select * from schema_migrations')).toEqual([]);
    await db.close();
    rmSync(failing, { recursive: true, force: true });
  }, 60_000);
});
