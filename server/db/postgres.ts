import postgres from 'postgres';
import type { Db } from './client';

type Parameters = postgres.ParameterOrJSON<never>[];

interface SqlLike {
  unsafe: postgres.Sql['unsafe'];
}

function queries(sql: SqlLike): Pick<Db, 'query' | 'exec'> {
  return {
    query: async <T>(text: string, params: readonly unknown[] = []) => {
      const rows = await sql.unsafe(text, [...params] as Parameters);
      return [...rows] as T[];
    },
    // Without parameters postgres.js uses the simple protocol, which accepts several statements.
    exec: async (text) => {
      await sql.unsafe(text);
    },
  };
}

function transactionDb(tx: postgres.TransactionSql): Db {
  const db: Db = {
    ...queries(tx),
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database from inside a transaction')),
  };
  return db;
}

export interface PostgresOptions {
  /** Tables are created and read in this schema (tests use a fresh one each). */
  schema?: string;
  max?: number;
}

/** PostgreSQL through postgres.js: a small pool; timestamps parse to Date as with PGlite. */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    ...(options.schema ? { connection: { search_path: options.schema } } : {}),
  });
  return {
    ...queries(sql),
    transaction: async <T>(fn: (tx: Db) => Promise<T>) => (await sql.begin((tx) => fn(transactionDb(tx)))) as T,
    close: () => sql.end({ timeout: 5 }),
  };
}
