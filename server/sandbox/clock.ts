import type { Db } from '../db/client';

/**
 * The platform's time. Every business instant (code expiry, rate limits, sessions, "sent at")
 * comes from here, so tests and people can move time instead of waiting.
 */
export interface Clock {
  now(): Date;
  /** How far the platform's time is set from the machine's, in milliseconds. */
  readonly offsetMs: number;
  /** Sets the platform's time to this instant; it then runs on from there. */
  set(instant: Date): Promise<void>;
  /** Back to the machine's time. */
  reset(): Promise<void>;
}

/** The machine's time, not settable: used when the sandbox is off. */
export const systemClock: Clock = {
  now: () => new Date(),
  offsetMs: 0,
  set: () => Promise.reject(new Error('The system clock cannot be set')),
  reset: () => Promise.resolve(),
};

/**
 * A settable clock whose offset is kept in the database, so a moved clock survives a restart.
 * machineNow is injectable for tests of the clock itself.
 */
export async function loadSandboxClock(db: Db, machineNow: () => number = Date.now): Promise<Clock> {
  const rows = await db.query<{ offset_ms: number }>('select offset_ms::float8 as offset_ms from sandbox_clock');
  let offsetMs = rows[0]?.offset_ms ?? 0;

  const save = async (next: number): Promise<void> => {
    await db.query(
      `insert into sandbox_clock (id, offset_ms, updated_at) values (true, $1, $2)
       on conflict (id) do update set offset_ms = excluded.offset_ms, updated_at = excluded.updated_at`,
      [next, new Date(machineNow()).toISOString()],
    );
    offsetMs = next;
  };

  return {
    now: () => new Date(machineNow() + offsetMs),
    get offsetMs() {
      return offsetMs;
    },
    set: (instant) => save(Math.round(instant.getTime() - machineNow())),
    reset: () => save(0),
  };
}
