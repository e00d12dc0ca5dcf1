/**
 * The one query client of the server. Both engines (embedded PGlite, PostgreSQL through
 * postgres.js) implement it, so routes and migrations run the same SQL on either.
 *
 * Conventions that keep the two engines' answers identical:
 * - parameters are strings, numbers, booleans, null or arrays of those (instants as ISO
 *   strings, JSON as text cast with `$n::text::jsonb`);
 * - counts are cast to int (`count(*)::int`), dates to text, so no bigint or Date surprises.
 */
export interface Db {
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in a transaction: committed when fn resolves, rolled back when it throws.
   * Inside, use only the tx handle. A nested call joins the outer transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** timestamptz values arrive as Date from both engines; this keeps the code honest if one sends text. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** jsonb values arrive parsed from both engines; this keeps the code honest if one sends text. */
export function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
