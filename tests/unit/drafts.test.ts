import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '@worker/clock';
import { fieldPath } from '@domain/draft-fields';
import { openDataDb, type DataDb } from '@worker/db';
import { DRAFT_TTL_MS, DraftStore, SessionDrafts, VISITOR_DRAFT_OWNER, type StoredDraftKey } from '@worker/drafts';

const DAY = 24 * 60 * 60 * 1000;
const KEY: StoredDraftKey = { userId: 'u1', flow: 'kyc', product: 'paylater' };

const dbs: DataDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

function setup() {
  const db = openDataDb(`drafts-${crypto.randomUUID()}`);
  dbs.push(db);
  const time = { now: Date.UTC(2026, 0, 1) };
  const clock: Clock = { now: () => time.now, setTimeout, clearTimeout };
  return { db, time, drafts: new DraftStore(db, clock) };
}

describe('drafts', () => {
  it('round trip, files as ArrayBuffer with type and name, keyed by user, flow and product', async () => {
    const { drafts, time } = setup();
    const bytes = new Uint8Array([1, 2, 3, 250]).buffer;
    const value = { name: 'Budi', ktp: { bytes, type: 'image/jpeg', name: 'ktp.jpg' } };
    await drafts.save(KEY, value, 3);
    const loaded = await drafts.load<typeof value>(KEY, 3);
    expect(loaded?.schemaVersion).toBe(3);
    expect(loaded?.updatedAt).toBe(time.now);
    expect(loaded?.value.name).toBe('Budi');
    expect(loaded?.value.ktp.type).toBe('image/jpeg');
    expect(loaded?.value.ktp.name).toBe('ktp.jpg');
    expect([...new Uint8Array(loaded?.value.ktp.bytes ?? new ArrayBuffer(0))]).toEqual([1, 2, 3, 250]);

    expect(await drafts.load({ ...KEY, product: 'cicilan' }, 3)).toBeNull();
    expect(await drafts.load({ ...KEY, userId: 'u2' }, 3)).toBeNull();

    await drafts.save(KEY, { name: 'Budi Santoso' }, 3);
    expect((await drafts.load<{ name: string }>(KEY, 3))?.value).toEqual({ name: 'Budi Santoso' });
    await drafts.remove(KEY);
    expect(await drafts.load(KEY, 3)).toBeNull();
  });

  it('saves sent faster than they are written go to disk merged: at most one write waits, none is lost', async () => {
    const { db, drafts } = setup();
    let transactions = 0;
    const originalTransaction = db.transaction.bind(db) as (...args: unknown[]) => unknown;
    (db as unknown as { transaction: (...args: unknown[]) => unknown }).transaction = (...args: unknown[]) => {
      transactions += 1;
      return originalTransaction(...args);
    };
    const typed = '012345678901000';
    // One save per keystroke, each with the field's change time, none awaited (as the page sends them).
    const saves = [...typed].map((_, index) =>
      drafts.save(KEY, { form: { tin: typed.slice(0, index + 1) } }, 1, { [fieldPath('form', 'tin')]: 1_000 + index }),
    );
    await Promise.all(saves);
    expect((await drafts.load<{ form: { tin: string } }>(KEY, 1))?.value.form.tin).toBe(typed);
    expect(transactions).toBeLessThanOrEqual(2); // the first write, then the fourteen others merged
  });

  it('a draft removed while saves wait is gone, and a load sees every save handed over before it', async () => {
    const { drafts } = setup();
    const times = (at: number) => ({ [fieldPath('name')]: at });
    void drafts.save(KEY, { name: 'B' }, 1, times(1));
    const loaded = drafts.load<{ name: string }>(KEY, 1);
    void drafts.save(KEY, { name: 'Bu' }, 1, times(2));
    // 'B' was handed over before the load; 'Bu' joined the writes the load waits for.
    expect((await loaded)?.value.name).toBe('Bu');
    void drafts.save(KEY, { name: 'Bud' }, 1, times(3));
    void drafts.save(KEY, { name: 'Budi' }, 1, times(4));
    await drafts.remove(KEY);
    expect(await drafts.load(KEY, 1)).toBeNull();
  });

  it('a draft older than 30 days is never returned and is removed', async () => {
    const { db, drafts, time } = setup();
    await drafts.save(KEY, { step: 1 }, 1);
    time.now += DRAFT_TTL_MS;
    expect(await drafts.load(KEY, 1)).not.toBeNull(); // exactly 30 days: still valid
    time.now += 1;
    expect(await drafts.load(KEY, 1)).toBeNull();
    expect(await db.drafts.count()).toBe(0);
  });

  it('start purges expired drafts and keeps fresh ones', async () => {
    const { db, drafts, time } = setup();
    await drafts.save(KEY, { old: true }, 1);
    time.now += 20 * DAY;
    await drafts.save({ ...KEY, flow: 'signing' }, { fresh: true }, 1);
    time.now += 11 * DAY;
    expect(await drafts.purgeExpired()).toBe(1);
    const left = await db.drafts.toArray();
    expect(left.map((record) => record.flow)).toEqual(['signing']);
  });

  it('a schema version mismatch answers null and keeps nothing stale', async () => {
    const { db, drafts } = setup();
    await drafts.save(KEY, { v1Field: 'x' }, 1);
    expect(await drafts.load(KEY, 2)).toBeNull();
    expect(await db.drafts.count()).toBe(0);
    expect(await drafts.load(KEY, 1)).toBeNull();
  });

  it("the adoption moves a user's drafts from the old id to the session's, a draft already there winning", async () => {
    const { db, drafts } = setup();
    await drafts.save({ userId: 'profile-1', flow: 'kyc-wizard', product: 'paylater' }, { step: 2 }, 1);
    await drafts.save({ userId: 'profile-1', flow: 'slik', product: 'paylater' }, { old: true }, 1);
    await drafts.save({ userId: 'cs-1', flow: 'slik', product: 'paylater' }, { newer: true }, 1);
    await drafts.save({ userId: 'profile-2', flow: 'kyc-wizard', product: 'paylater' }, { someoneElse: true }, 1);

    expect(await drafts.adopt('profile-1', 'cs-1')).toBe(2);
    expect((await drafts.load({ userId: 'cs-1', flow: 'kyc-wizard', product: 'paylater' }, 1))?.value).toEqual({ step: 2 });
    expect((await drafts.load({ userId: 'cs-1', flow: 'slik', product: 'paylater' }, 1))?.value).toEqual({ newer: true });
    expect((await db.drafts.toArray()).map((record) => record.userId).sort()).toEqual(['cs-1', 'cs-1', 'profile-2']);
    expect(await drafts.adopt('profile-1', 'cs-1')).toBe(0);
  });
});

describe('drafts by owner (the page names whose, the worker names who)', () => {
  it("a user's draft is the session user's, a visitor's the fixed visitor key; the id never comes from the page", async () => {
    const { db, drafts } = setup();
    const session = { user: 'cs-1' as string | null };
    const owned = new SessionDrafts(drafts, { lastUserId: () => session.user });

    await owned.save({ owner: 'user', flow: 'kyc-wizard', product: 'paylater' }, { name: 'Budi' }, 1);
    await owned.save({ owner: 'visitor', flow: 'sign-in', product: 'paylater' }, { phoneNumber: '812' }, 1);
    expect((await db.drafts.toArray()).map(({ userId, flow }) => [userId, flow]).sort()).toEqual([
      [VISITOR_DRAFT_OWNER, 'sign-in'],
      ['cs-1', 'kyc-wizard'],
    ]);

    session.user = 'cs-2'; // another user signed in: the first one's draft is not theirs
    expect(await owned.load({ owner: 'user', flow: 'kyc-wizard', product: 'paylater' }, 1)).toBeNull();
    expect((await owned.load({ owner: 'visitor', flow: 'sign-in', product: 'paylater' }, 1))?.value).toEqual({ phoneNumber: '812' });
    await owned.remove({ owner: 'visitor', flow: 'sign-in', product: 'paylater' });
    expect(await db.drafts.count()).toBe(1);
  });

  it("with no session since start, a user's draft is neither saved nor found", async () => {
    const { db, drafts } = setup();
    const owned = new SessionDrafts(drafts, { lastUserId: () => null });
    await owned.save({ owner: 'user', flow: 'kyc-wizard', product: 'paylater' }, { name: 'Budi' }, 1);
    expect(await db.drafts.count()).toBe(0);
    expect(await owned.load({ owner: 'user', flow: 'kyc-wizard', product: 'paylater' }, 1)).toBeNull();
  });
});
