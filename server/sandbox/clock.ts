import type { Db } from '../db/client';

/**
 * The platform's time. Every business instant (code expiry, rate limits, sessions, "sent at")
 * comes from here, so tests and people can move time instead of waiting.
 */
export interface Clock {
  now(): Date;
  /** How far the platform's time is set from the machine's, in milliseconds. */
  readonly offsetMs: number;
  /**
   * Reads the offset again from where every server keeps it: called at the start of each request,
   * so two servers on one database agree about "now" as soon as either moves it.
   */
  refresh(): Promise<void>;
  /** Sets the platform's time to this instant; it then runs on from there. */
  set(instant: Date): Promise<void>;
  /** Moves the platform's time on by `ms`, atomically: three moves at once move it three times. */
  advance(ms: number): Promise<void>;
  /** Moves the platform's time on to `instant` if it is earlier (never back), atomically. */
  advanceTo(instant: Date): Promise<void>;
  /** Back to the machine's time. */
  reset(): Promise<void>;
}

/** The machine's time, not settable: used when the sandbox is off. */
export const systemClock: Clock = {
  now: () => new Date(),
  offsetMs: 0,
  refresh: () => Promise.resolve(),
  set: () => Promise.reject(new Error('The system clock cannot be set')),
  advance: () => Promise.reject(new Error('The system clock cannot be moved')),
  advanceTo: () => Promise.reject(new Error('The system clock cannot be moved')),
  reset: () => Promise.resolve(),
};

/** How each write combines the stored offset with the new one, in one statement (no read-then-write race). */
const MERGE = {
  replace: 'excluded.offset_ms',
  add: 'sandbox_clock.offset_ms + excluded.offset_ms',
  atLeast: 'greatest(sandbox_clock.offset_ms, excluded.offset_ms)',
} as const;

/**
 * A settable clock whose offset is kept in the database (table sandbox_clock, one row), so a moved
 * clock survives a restart and every server on the database shares it. Each change is one atomic
 * statement; the offset is read again per request (refresh). machineNow is injectable for tests.
 */
export async function loadSandboxClock(db: Db, machineNow: () => number = Date.now): Promise<Clock> {
  const read = async (): Promise<number> => {
    const rows = await db.query<{ offset_ms: number }>('select offset_ms::float8 as offset_ms from sandbox_clock');
    return rows[0]?.offset_ms ?? 0;
  };
  let offsetMs = await read();

  const write = async (merge: keyof typeof MERGE, value: number): Promise<void> => {
    const [row] = await db.query<{ offset_ms: number }>(
      `insert into sandbox_clock (id, offset_ms, updated_at) values (true, $1, $2)
       on conflict (id) do update set offset_ms = ${MERGE[merge]}, updated_at = excluded.updated_at
       returning offset_ms::float8 as offset_ms`,
      [Math.round(value), new Date(machineNow()).toISOString()],
    );
    offsetMs = row?.offset_ms ?? offsetMs;
  };

  return {
    now: () => new Date(machineNow() + offsetMs),
    get offsetMs() {
      return offsetMs;
    },
    refresh: async () => {
      offsetMs = await read();
    },
    set: (instant) => write('replace', instant.getTime() - machineNow()),
    advance: (ms) => write('add', ms),
    advanceTo: (instant) => write('atLeast', instant.getTime() - machineNow()),
    reset: () => write('replace', 0),
  };
}
