import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './client';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function bind(target: Queryable, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await target.query<T>(sql, [...params])).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
    transaction,
    close,
  };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = bind(
    tx,
    (fn) => fn(db),
    () => Promise.reject(new Error('Cannot close the database from inside a transaction')),
  );
  return db;
}

export interface PgliteOptions {
  /** Start from this dump (PGlite's dumpDataDir) instead of an empty cluster: tests skip initdb. */
  loadDataDir?: Blob;
}

/**
 * Embedded PostgreSQL (WebAssembly). Without dataDir it lives in memory (tests); with one it
 * persists there. PGlite runs one statement at a time and serialises transactions, which also
 * makes row locks trivially safe.
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  return bind(
    pg,
    (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    () => pg.close(),
  );
}
