import type { Page } from 'playwright-core';
import { DATA_DB_NAME } from '@worker/db';

/** Writes a draft into the app's database as the worker stores it (the page must not be the app). */
export async function seedDraft(
  page: Page,
  userId: string,
  flow: string,
  product: string,
  value: unknown,
  schemaVersion: number,
): Promise<void> {
  await page.evaluate(
    async ({ dbName, record }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('drafts', 'readwrite');
        tx.objectStore('drafts').put(record);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { dbName: DATA_DB_NAME, record: { userId, flow, product, value, schemaVersion, updatedAt: Date.now() } },
  );
}
