/**
 * The lender's documents in the project's engine: on step 4, a PDF picked for a tile is uploaded
 * once (the platform counts one upload) and the tile says so. Steps 1 to 3 are typed through the
 * form by lender-wizard.e2e.ts; here the wizard's draft is put on the device as the form leaves it.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SandboxLenderDocument } from '@domain/contract/lender/documents';
import { LENDER_DRAFT_FLOW, LENDER_DRAFT_PRODUCT, LENDER_DRAFT_VERSION } from '@domain/lender/application';
import { DATA_DB_NAME, SINGLE_KEY } from '@worker/db';
import { filledLenderDraft } from '../../fixtures/lender-draft';
import { makePdf } from '../../fixtures/pdf';
import { sandboxGet, uniquePhoneNumber } from '../support/sandbox';
import { phonePerTest, shot, signInThroughApi } from './support';

const device = phonePerTest();

/** A small valid PDF of a bank passbook, on disk for the file input. */
async function passbookPdf(): Promise<string> {
  const path = join(tmpdir(), `passbook-${Date.now()}.pdf`);
  await writeFile(path, makePdf('passbookDoc'));
  return path;
}

describe(`Lender documents (${process.env.E2E_ENGINE})`, () => {
  it('uploads a PDF picked on step 4 once, and the tile says it is uploaded', async () => {
    const { phone } = device;
    const number = uniquePhoneNumber();
    await signInThroughApi(phone, number, '/sandbox/clock');
    await phone.evaluate(
      async ({ dbName, sessionKey, draft }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(dbName);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const session = await new Promise<{ csTrackingId: string }>((resolve, reject) => {
          const request = db.transaction('session', 'readonly').objectStore('session').get(sessionKey);
          request.onsuccess = () => resolve(request.result as { csTrackingId: string });
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('drafts', 'readwrite');
          tx.objectStore('drafts').put({ ...draft, userId: session.csTrackingId, updatedAt: Date.now() });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      {
        dbName: DATA_DB_NAME,
        sessionKey: SINGLE_KEY,
        draft: {
          flow: LENDER_DRAFT_FLOW,
          product: LENDER_DRAFT_PRODUCT,
          value: { ...filledLenderDraft(), step: 4 },
          schemaVersion: LENDER_DRAFT_VERSION,
        },
      },
    );
    await phone.goto('/lender/step4');
    await phone.waitFor({ role: 'heading', name: 'Upload documents' }, 20_000);
    await phone.pickFile({ label: 'Choose a PDF for Bank passbook' }, await passbookPdf());
    // The count moves once the platform holds the file ("Uploaded" alone is also in the note shown while uploading).
    await phone.waitForText('1 of 9 documents uploaded', 30_000);
    await shot(phone, 'lender-step4-passbook-uploaded');

    const stored = await sandboxGet<SandboxLenderDocument[]>(`/sandbox/lender-documents?phone=${encodeURIComponent(`+62${number}`)}`);
    const uploaded = stored.filter((document) => document.uploaded);
    expect(uploaded.map((document) => [document.type, document.uploadCount])).toEqual([['passbookDoc', 1]]);
  });
});
