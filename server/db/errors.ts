/**
 * What the database said, read the same on both engines: PGlite and postgres.js both put
 * PostgreSQL's SQLSTATE in `code`.
 */
const UNIQUE_VIOLATION = '23505';

/** A row with this key was written by another transaction first (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === UNIQUE_VIOLATION;
}
