/**
 * The early read of a visitor's draft on the main thread (src/state/visitor-draft-early.ts) answers
 * what the worker's own load answers, never creates the database, and never holds up the worker.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fieldPath } from '@domain/draft-fields';
import { DATA_DB_NAME, openDataDb, type DataDb } from '@worker/db';
import { DRAFT_TTL_MS, DraftStore, VISITOR_DRAFT_OWNER } from '@worker/drafts';
import {
  EARLY_DB_NAME,
  EARLY_DRAFTS_STORE,
  EARLY_DRAFT_TTL_MS,
  EARLY_VISITOR_OWNER,
  currentSnapshot,
  readVisitorDraft,
} from '@state/visitor-draft-early';

const VISITOR = { userId: VISITOR_DRAFT_OWNER, flow: 'sign-in', product: 'paylater' };

const dbs: DataDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

describe('the early read of a visitor draft', () => {
  it("uses the worker's database, table, visitor owner and expiry", () => {
    expect(EARLY_DB_NAME).toBe(DATA_DB_NAME);
    expect(EARLY_VISITOR_OWNER).toBe(VISITOR_DRAFT_OWNER);
    expect(EARLY_DRAFT_TTL_MS).toBe(DRAFT_TTL_MS);
    expect(EARLY_DRAFTS_STORE).toBe('drafts');
  });

  it('finds nothing on a first visit, and leaves no database behind for the worker to find', async () => {
    expect(await readVisitorDraft('sign-in', 'paylater', 1)).toBeNull();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(DATA_DB_NAME);
  });

  it("answers what the worker answers, with the fields' times; nothing for another schema version", async () => {
    const db = openDataDb();
    dbs.push(db);
    const store = new DraftStore(db);
    const times = { [fieldPath('phoneNumber')]: 1_000, [fieldPath('countryCode')]: 900 };
    await store.save(VISITOR, { countryCode: '+62', phoneNumber: '0812 3456 7890' }, 1, times);
    const early = await readVisitorDraft('sign-in', 'paylater', 1);
    expect(early).toEqual(await store.load(VISITOR, 1));
    expect(early?.fieldTimes).toEqual(times);
    expect(await readVisitorDraft('sign-in', 'paylater', 2)).toBeNull();
    expect(await readVisitorDraft('kyc', 'paylater', 1)).toBeNull();
    // The connection was closed: the worker can still upgrade or delete the database.
    db.close();
    await db.delete();
    dbs.splice(0);
  });

  it('an expired draft is nothing, as in the worker', () => {
    const record = { value: { phoneNumber: '0812' }, schemaVersion: 1, updatedAt: 0 };
    expect(currentSnapshot(record, 1, DRAFT_TTL_MS)?.value).toEqual({ phoneNumber: '0812' });
    expect(currentSnapshot(record, 1, DRAFT_TTL_MS + 1)).toBeNull();
    // Saved before fields had times: every field at the save's time, as the worker reads it.
    expect(currentSnapshot(record, 1, 5)?.fieldTimes).toEqual({ [fieldPath('phoneNumber')]: 0 });
  });
});
