/**
 * Runs in the page (passed to evaluate by playwright-core or the journeys' phone; self-contained):
 * whether the app's database exists with its session store, which the app creates on its first load.
 */
export async function hasSessionStoreInPage(dbName: string): Promise<boolean> {
  if (!(await indexedDB.databases()).some((db) => db.name === dbName)) return false;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const ready = db.objectStoreNames.contains('session');
  db.close();
  return ready;
}
