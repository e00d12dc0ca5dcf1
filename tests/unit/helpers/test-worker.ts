/** The data worker as the worker-surface tests build it: a fresh database, online, no locks, stopped after each test. */
import { Dexie } from 'dexie';
import { afterEach } from 'vitest';
import { type DataDb, openDataDb } from '@worker/db';
import type { DataWorkerOptions, DataWorkerServices } from '@worker/services';
import { createDataWorker } from '@worker/worker-api';

const services: DataWorkerServices[] = [];
const dbs: DataDb[] = [];

/** Registers the clean-up: each test's workers stopped, their databases closed and deleted. */
export function stopWorkersAfterEach(): void {
  afterEach(async () => {
    for (const service of services.splice(0)) {
      service.analytics.stop();
      service.uploads.stop();
    }
    const names = new Set(dbs.map((db) => db.name));
    for (const db of dbs.splice(0)) db.close();
    for (const name of names) await Dexie.delete(name);
  });
}

/** Database `name`, closed and deleted after the test. */
export function openTestDb(name: string): DataDb {
  const db = openDataDb(name);
  dbs.push(db);
  return db;
}

/** A worker's services (analytics, uploads), stopped after the test. */
export function stopAfterTest(built: DataWorkerServices): void {
  services.push(built);
}

/** A worker on database `dbName` that answers through `fetch` (the test's platform stand-in). */
export function testWorker(dbName: string, options: Omit<DataWorkerOptions, 'db' | 'origin' | 'isOnline' | 'locks'>) {
  const db = openTestDb(dbName);
  const built = createDataWorker({ db, origin: () => 'https://app.test', isOnline: () => true, locks: null, ...options });
  stopAfterTest(built.services);
  return { ...built, db };
}
