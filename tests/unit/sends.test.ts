/**
 * A send that changes the user's state, as the worker keeps it (workers/sends.ts): `sent` before the
 * request leaves, `answered` with the removal of its draft in one transaction, forgotten on a
 * refusal, and after a kill (the answer never heard) settled by asking the platform.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeApiError, networkApiError } from '@domain/errors';
import type { DraftKey } from '@worker/contract';
import { openDataDb, type DataDb } from '@worker/db';
import { DraftStore, SessionDrafts } from '@worker/drafts';
import { SendLedger } from '@worker/sends';

const DRAFT: DraftKey = { owner: 'user', flow: 'lender-application', product: 'lender' };
const dbs: DataDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

function ledger(db: DataDb = openDataDb(`sends-${crypto.randomUUID()}`), userId = 'cs-1') {
  dbs.push(db);
  const drafts = new SessionDrafts(new DraftStore(db), { lastUserId: () => userId });
  const sends = new SendLedger(db, { signedInUserId: () => userId }, drafts);
  return { db, drafts, sends };
}

/** What a page reopened after a kill would hear, when the platform answers `has` (or cannot be asked). */
const askingPlatform = (has: unknown | null | 'offline') => async () => {
  if (has === 'offline') throw networkApiError();
  return has;
};

describe('a send kept by the worker', () => {
  it('is recorded as sent before the request leaves, and answered with its draft removed once the platform has it', async () => {
    const { db, drafts, sends } = ledger();
    await drafts.save(DRAFT, { legalEntityName: 'PT Maju' }, 1);
    let seenWhileSending: unknown = null;
    const answer = await sends.send(
      'lender-application',
      async () => {
        seenWhileSending = await sends.unanswered('lender-application');
        return { id: 'a1' };
      },
      { drafts: [DRAFT], keep: (application) => application.id },
    );
    expect(answer).toEqual({ id: 'a1' });
    expect(seenWhileSending).toBe(true);
    expect(await drafts.load(DRAFT, 1)).toBeNull();
    expect(await sends.state('lender-application', askingPlatform('offline'))).toEqual({ state: 'answered', kept: 'a1' });
    expect(await db.drafts.count()).toBe(1); // the send's record only
  });

  it('a refusal (4xx) changed nothing: the send is forgotten and the draft kept', async () => {
    const { drafts, sends } = ledger();
    await drafts.save(DRAFT, { legalEntityName: 'PT Maju' }, 1);
    const refusal = makeApiError(409, [{ code: 'LENDER_DOCUMENTS_INCOMPLETE', message: 'no', errorKey: 'LENDER_DOCUMENTS_INCOMPLETE' }]);
    await expect(
      sends.send(
        'lender-application',
        async () => {
          throw refusal;
        },
        { drafts: [DRAFT] },
      ),
    ).rejects.toBe(refusal);
    expect(await sends.state('lender-application', askingPlatform(true))).toEqual({ state: 'none' });
    expect((await drafts.load(DRAFT, 1))?.value).toEqual({ legalEntityName: 'PT Maju' });
  });

  it('no answer (a lost connection, a 5xx) leaves it unknown; the next page asks the platform and settles it', async () => {
    for (const failure of [networkApiError(), makeApiError(503, [{ code: 'DOWN', message: 'down' }])]) {
      const { drafts, sends } = ledger();
      await drafts.save(DRAFT, { legalEntityName: 'PT Maju' }, 1);
      await expect(
        sends.send(
          'lender-application',
          async () => {
            throw failure;
          },
          { drafts: [DRAFT] },
        ),
      ).rejects.toBe(failure);
      expect(await sends.unanswered('lender-application')).toBe(true);
      // Offline: still unknown, nothing guessed, the draft kept.
      expect(await sends.state('lender-application', askingPlatform('offline'), [DRAFT])).toEqual({ state: 'unknown' });
      expect(await drafts.load(DRAFT, 1)).not.toBeNull();
      // The platform has it: answered, and the draft goes.
      expect(await sends.state('lender-application', askingPlatform('a1'), [DRAFT])).toEqual({ state: 'answered', kept: 'a1' });
      expect(await drafts.load(DRAFT, 1)).toBeNull();
    }
  });

  it('after a kill the platform may not have it: the send is forgotten and the form stays as it was', async () => {
    const { db, drafts, sends } = ledger();
    await drafts.save(DRAFT, { legalEntityName: 'PT Maju' }, 1);
    // A page killed while its request was on its way: only `sent` reached the disk.
    const killed = sends.send('lender-application', () => new Promise<never>(() => undefined), { drafts: [DRAFT] });
    void killed;
    await expect.poll(() => sends.unanswered('lender-application')).toBe(true);
    const relaunched = ledger(openDataDb(db.name));
    expect(await relaunched.sends.state('lender-application', askingPlatform(null), [DRAFT])).toEqual({ state: 'none' });
    expect((await relaunched.drafts.load(DRAFT, 1))?.value).toEqual({ legalEntityName: 'PT Maju' });
  });

  it('is kept per user, and forgotten when asked', async () => {
    const db = openDataDb(`sends-${crypto.randomUUID()}`);
    const ani = ledger(db, 'ani');
    const budi = ledger(openDataDb(db.name), 'budi');
    await ani.sends.send('gomodal-application', async () => ({ id: 's1' }), { keep: (submission) => submission.id });
    expect(await budi.sends.state('gomodal-application', askingPlatform('offline'))).toEqual({ state: 'none' });
    expect(await ani.sends.state('gomodal-application', askingPlatform('offline'))).toEqual({ state: 'answered', kept: 's1' });
    await ani.sends.forget('gomodal-application');
    expect(await ani.sends.state('gomodal-application', askingPlatform('offline'))).toEqual({ state: 'none' });
  });
});
