/**
 * The names under which the worker's database keeps the session, without Dexie: the worker's boot
 * file reads the stored session with IndexedDB alone (workers/boot/stored-session.ts), and Dexie,
 * half of the worker's bytes, arrives after it.
 */
export const DATA_DB_NAME = 'paylater-data';

/** The key of the single-record tables (session, source info). */
export const SINGLE_KEY = 'current';

export const SESSION_TABLE = 'session';
