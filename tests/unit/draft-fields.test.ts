/**
 * The field-by-field merge that keeps two tabs on one form from erasing each other's work
 * (src/domain/draft-fields.ts), and the worker's store applying it inside one transaction.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  adoptNewerFields,
  fieldPath,
  mergeFields,
  ROOT_FIELD,
  sameValue,
  stampChanges,
  uniformTimes,
  type FieldTimes,
} from '@domain/draft-fields';
import type { Clock } from '@worker/clock';
import { openDataDb, type DataDb } from '@worker/db';
import { DraftStore, type StoredDraftKey } from '@worker/drafts';

/** Field times written with top-level names (`{ a: 5 }` for the field `a`). */
function at(times: Record<string, number>): FieldTimes {
  return Object.fromEntries(Object.entries(times).map(([name, time]) => [fieldPath(...name.split('.')), time]));
}

describe('stamping changes', () => {
  it('stamps exactly the fields that changed, were added or removed; the others keep their time', () => {
    const times = stampChanges({ a: 1, b: 'x', c: [1, 2], d: true }, { a: 1, b: 'y', c: [1, 2], e: 0 }, at({ a: 5, b: 5, c: 5, d: 5 }), 9);
    expect(times).toEqual(at({ a: 5, b: 9, c: 5, d: 9, e: 9 }));
  });

  it('compares by content, files included, so rebuilding the whole object stamps nothing', () => {
    const file = (bytes: number[]) => ({ bytes: new Uint8Array(bytes).buffer, type: 'image/jpeg', name: 'ktp.jpg' });
    expect(stampChanges({ ktp: file([1, 2]), n: { x: [1] } }, { ktp: file([1, 2]), n: { x: [1] } }, {}, 3)).toEqual({});
    expect(stampChanges({ ktp: file([1, 2]) }, { ktp: file([1, 3]) }, {}, 3)).toEqual(at({ 'ktp.bytes': 3 }));
    expect(sameValue(new Uint8Array([1]).buffer, [1])).toBe(false);
  });

  it('a value that is not an object is one field', () => {
    expect(stampChanges('ab', 'abc', {}, 4)).toEqual({ [ROOT_FIELD]: 4 });
    expect(uniformTimes('abc', 7)).toEqual({ [ROOT_FIELD]: 7 });
    expect(uniformTimes({ a: 1, b: 2 }, 7)).toEqual(at({ a: 7, b: 7 }));
  });
});

describe('merging two saves', () => {
  it('keeps, per field, the newest value: a stale tab never erases what another typed later', () => {
    // Tab A loaded the draft at t=10; tab B then typed name (t=20); tab A typed city (t=30) and saves its whole form.
    const stored = { value: { name: 'Budi Santoso', city: '' }, times: at({ name: 20, city: 10 }) };
    const staleTab = { value: { name: 'Budi', city: 'Bandung' }, times: at({ name: 10, city: 30 }) };
    expect(mergeFields(stored, staleTab)).toEqual({ value: { name: 'Budi Santoso', city: 'Bandung' }, times: at({ name: 20, city: 30 }) });
  });

  it('a field removed later stays removed; removed earlier, it comes back; a tie goes to the later save', () => {
    const stored = { value: { a: 1, b: 2 }, times: at({ a: 5, b: 5 }) };
    expect(mergeFields(stored, { value: { b: 2 }, times: at({ a: 6, b: 5 }) }).value).toEqual({ b: 2 });
    expect(mergeFields(stored, { value: { b: 2 }, times: at({ a: 4, b: 5 }) }).value).toEqual({ a: 1, b: 2 });
    expect(mergeFields(stored, { value: { a: 9, b: 2 }, times: at({ a: 5, b: 5 }) }).value).toEqual({ a: 9, b: 2 });
  });

  it('fields never changed (no time) lose to any change; a whole non-object value goes by its newest time', () => {
    expect(mergeFields({ value: { a: 'typed' }, times: at({ a: 3 }) }, { value: { a: '' }, times: {} }).value).toEqual({ a: 'typed' });
    expect(mergeFields({ value: 'newer', times: { [ROOT_FIELD]: 9 } }, { value: 'older', times: { [ROOT_FIELD]: 2 } }).value).toBe('newer');
  });

  it('a tab takes only the fields another tab changed after it did, and nothing when it is current', () => {
    const local = { value: { name: 'Ani', city: 'Solo' }, times: at({ name: 40, city: 5 }) };
    const stored = { value: { name: 'An', city: 'Surabaya' }, times: at({ name: 30, city: 35 }) };
    expect(adoptNewerFields(local, stored)?.value).toEqual({ name: 'Ani', city: 'Surabaya' });
    expect(adoptNewerFields(local, { value: { name: 'An', city: 'Solo' }, times: at({ name: 30, city: 5 }) })).toBeNull();
  });
});

describe('the worker store merges saves that carry field times', () => {
  const dbs: DataDb[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) {
      db.close();
      await db.delete();
    }
  });
  const KEY: StoredDraftKey = { userId: 'u1', flow: 'kyc-wizard', product: 'paylater' };

  function setup() {
    const db = openDataDb(`draft-merge-${crypto.randomUUID()}`);
    dbs.push(db);
    const time = { now: 1_000 };
    const clock: Clock = { now: () => time.now, setTimeout, clearTimeout };
    return { db, time, drafts: new DraftStore(db, clock) };
  }

  it('two tabs saving at the same moment both keep their fields, whichever lands last', async () => {
    const { drafts } = setup();
    await drafts.save(KEY, { name: '', phone: '', city: '' }, 1, {});
    const tabA = drafts.save(KEY, { name: 'Budi', phone: '', city: '' }, 1, at({ name: 101 }));
    const tabB = drafts.save(KEY, { name: '', phone: '0812', city: 'Medan' }, 1, at({ phone: 102, city: 103 }));
    await Promise.all([tabA, tabB]);
    const loaded = await drafts.load<Record<string, string>>(KEY, 1);
    expect(loaded?.value).toEqual({ name: 'Budi', phone: '0812', city: 'Medan' });
    expect(loaded?.fieldTimes).toEqual(at({ name: 101, phone: 102, city: 103 }));
  });

  it('a draft saved before fields had times counts as changed at its save; another schema is replaced', async () => {
    const { db, drafts, time } = setup();
    await drafts.save(KEY, { name: 'Old', city: 'Old' }, 1); // no field times: the worker's own kind of save
    expect((await drafts.load(KEY, 1))?.fieldTimes).toEqual(at({ name: 1_000, city: 1_000 }));
    time.now = 2_000;
    await drafts.save(KEY, { name: 'New', city: '' }, 1, at({ name: 1_500, city: 900 }));
    expect((await drafts.load(KEY, 1))?.value).toEqual({ name: 'New', city: 'Old' });
    await drafts.save(KEY, { other: 1 }, 2, at({ other: 1 }));
    expect((await db.drafts.toArray()).map((record) => record.value)).toEqual([{ other: 1 }]);
  });
});
