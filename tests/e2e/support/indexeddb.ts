import type { Page } from 'playwright-core';
import { DATA_DB_NAME } from '@worker/db';

/** Every record of one object store of the app's database, read as the page sees it. */
export async function storedRecords<T>(page: Page, storeName: string): Promise<T[]> {
  return page.evaluate(
    async ({ dbName, store }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        return await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { dbName: DATA_DB_NAME, store: storeName },
  ) as Promise<T[]>;
}

interface SignInDraftRecord {
  flow: string;
  value: { phoneNumber?: string; otpRequest?: { otpToken: string } | null };
}

/** The otpToken of the code request the sign-in form holds (as the platform answered it). */
export async function signInOtpToken(page: Page): Promise<string> {
  await waitForSignInDraftWhere(page, (value) => !!value.otpRequest, 'held the code request');
  const drafts = await storedRecords<SignInDraftRecord>(page, 'drafts');
  const token = drafts.find((draft) => draft.flow === 'sign-in')?.value.otpRequest?.otpToken;
  if (!token) throw new Error('No code request in the sign-in draft');
  return token;
}

/** Resolves once the sign-in draft in IndexedDB passes `test` (drafts are saved ~300 ms after a change). */
export async function waitForSignInDraftWhere(
  page: Page,
  test: (value: SignInDraftRecord['value']) => boolean,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const drafts = await storedRecords<SignInDraftRecord>(page, 'drafts');
    if (drafts.some((draft) => draft.flow === 'sign-in' && test(draft.value))) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`The sign-in draft never ${what}`);
}

export function waitForSignInDraft(page: Page, phoneNumber: string): Promise<void> {
  return waitForSignInDraftWhere(page, (value) => value.phoneNumber === phoneNumber, `held ${phoneNumber}`);
}
