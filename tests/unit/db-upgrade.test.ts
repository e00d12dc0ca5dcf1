import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_DB_VERSION, openDataDb, type DataDb } from '@worker/db';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** The v3 schema as it shipped (v4 added the repayment bills to it). */
const V3_STORES = {
  session: 'key',
  sourceInfo: 'key',
  analyticsOutbox: '++seq, queuedAt',
  drafts: '[userId+flow+product], updatedAt',
  uploads: 'id, [userId+kind+slot], [userId+kind], state, createdAt',
  uploadBytes: 'id',
};

describe('the data database', () => {
  it('an upgrade from v1 keeps the v1 data and fills what v2 added', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    names.push(name);

    // The v1 schema as it shipped, written out here so a change to it fails this test.
    const v1 = new Dexie(name);
    v1.version(1).stores({ session: 'key', sourceInfo: 'key', analyticsOutbox: '++seq' });
    await v1.table('session').put({
      key: 'current',
      bearerToken: 'tok',
      csTrackingId: 'cs-1',
      phoneNumber: '81234567890',
      countryCode: '+62',
      segments: ['S1'],
    });
    await v1
      .table('sourceInfo')
      .put({ key: 'current', sourceApp: 'gojek', redirectUrl: null, sourcePage: 'home', appVersion: '4.70', partner: null });
    const event = (id: string, occurredAt: string) => ({
      id,
      name: 'clicked',
      data: {},
      userDetails: { csTrackingId: 'cs-1', language: 'id', sourceApp: 'gojek', segments: [] },
      occurredAt,
    });
    await v1
      .table('analyticsOutbox')
      .bulkAdd([{ event: event('event-0001', '2026-01-01T00:00:00.000Z') }, { event: event('event-0002', '2026-01-01T00:00:01.000Z') }]);
    v1.close();

    const db: DataDb = openDataDb(name, () => Date.UTC(2026, 5, 1));
    await db.open();
    expect(db.verno).toBe(CURRENT_DB_VERSION);
    expect(await db.session.get('current')).toMatchObject({ bearerToken: 'tok', csTrackingId: 'cs-1', segments: ['S1'] });
    expect(await db.sourceInfo.get('current')).toMatchObject({ sourceApp: 'gojek', sourcePage: 'home' });
    const outbox = await db.analyticsOutbox.orderBy('seq').toArray();
    expect(outbox.map((record) => record.event.id)).toEqual(['event-0001', 'event-0002']);
    expect(outbox.map((record) => record.queuedAt)).toEqual([Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1, 0, 0, 1)]);
    // New records keep counting after the old ones, so the order survives the upgrade.
    await db.analyticsOutbox.add({ event: event('event-0003', '2026-02-01T00:00:00.000Z'), queuedAt: 1 });
    expect((await db.analyticsOutbox.orderBy('seq').last())?.event.id).toBe('event-0003');

    // The tables v2 added work.
    await db.drafts.put({ userId: 'u', flow: 'f', product: 'p', value: 1, schemaVersion: 1, updatedAt: 1 });
    expect(await db.drafts.where('updatedAt').below(2).count()).toBe(1);
    const upload = {
      id: 'up1',
      userId: 'u',
      kind: 'kyc-photo',
      slot: 'KTP',
      state: 'queued',
      name: 'a.jpg',
      type: 'image/jpeg',
      size: 3,
    } as const;
    await db.uploads.put({ ...upload, loaded: 0, error: null, address: null, attempts: 0, createdAt: 1, updatedAt: 1 });
    await db.uploadBytes.put({ id: 'up1', bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/jpeg', name: 'a.jpg' });
    expect(await db.uploads.where('[userId+kind+slot]').equals(['u', 'kyc-photo', 'KTP']).count()).toBe(1);
    db.close();
  });

  it('an upgrade from v3 keeps every record and adds the kept money answers', async () => {
    const name = `upgrade-v3-${crypto.randomUUID()}`;
    names.push(name);

    // The v3 schema as it shipped.
    const v3 = new Dexie(name);
    v3.version(3).stores(V3_STORES);
    await v3
      .table('session')
      .put({ key: 'current', bearerToken: 'tok', csTrackingId: 'cs-1', phoneNumber: '81234567890', countryCode: '+62', segments: [] });
    await v3
      .table('drafts')
      .put({ userId: 'cs-1', flow: 'kyc-wizard', product: 'paylater', value: { a: 1 }, schemaVersion: 1, updatedAt: 5 });
    await v3.table('uploads').put({ id: 'up1', userId: 'cs-1', kind: 'kyc-photo', slot: 'KTP', state: 'queued', createdAt: 1 });
    v3.close();

    const db: DataDb = openDataDb(name);
    await db.open();
    expect(db.verno).toBe(CURRENT_DB_VERSION);
    expect(await db.session.get('current')).toMatchObject({ bearerToken: 'tok' });
    expect(await db.drafts.get(['cs-1', 'kyc-wizard', 'paylater'])).toMatchObject({ value: { a: 1 } });
    expect(await db.uploads.get('up1')).toMatchObject({ slot: 'KTP' });

    // Two users' answers under one key: cs-1's amount due 1, saved at 1; cs-2's 2, at 2.
    for (const [userId, amount] of [
      ['cs-1', 1],
      ['cs-2', 2],
    ] as const) {
      await db.keptAnswers.put({
        userId,
        key: 'paylater:profile',
        answer: { amount_due: amount },
        answeredAt: '2026-01-01T00:00:00Z',
        savedAt: amount,
      });
    }
    expect(await db.keptAnswers.where('userId').equals('cs-1').count()).toBe(1);
    expect(await db.keptAnswers.get(['cs-2', 'paylater:profile'])).toMatchObject({ answer: { amount_due: 2 } });
    db.close();
  });

  it('an upgrade from v4 drops the repayment bills (read again as kept answers) and keeps everything else', async () => {
    const name = `upgrade-v4-${crypto.randomUUID()}`;
    names.push(name);
    // The v4 schema as it shipped: v3's and the repayment bills.
    const v4 = new Dexie(name);
    v4.version(4).stores({ ...V3_STORES, repaymentBills: '[userId+scopeId], userId' });
    await v4
      .table('drafts')
      .put({ userId: 'cs-1', flow: 'kyc-wizard', product: 'paylater', value: { a: 1 }, schemaVersion: 1, updatedAt: 5 });
    await v4.table('repaymentBills').put({ userId: 'cs-1', scopeId: 'PL-1', product: 'paylater', bill: { amountDue: 1 }, savedAt: 1 });
    v4.close();

    const db: DataDb = openDataDb(name);
    await db.open();
    expect(db.verno).toBe(CURRENT_DB_VERSION);
    expect(db.tables.map((table) => table.name)).not.toContain('repaymentBills');
    expect(await db.drafts.get(['cs-1', 'kyc-wizard', 'paylater'])).toMatchObject({ value: { a: 1 } });
    expect(await db.keptAnswers.count()).toBe(0);
    db.close();
  });

  it('a fresh database opens at the current version', async () => {
    const name = `fresh-${crypto.randomUUID()}`;
    names.push(name);
    const db = openDataDb(name);
    await db.open();
    expect(db.verno).toBe(CURRENT_DB_VERSION);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'analyticsOutbox',
      'drafts',
      'keptAnswers',
      'session',
      'sourceInfo',
      'uploadBytes',
      'uploads',
    ]);
    db.close();
  });
});
