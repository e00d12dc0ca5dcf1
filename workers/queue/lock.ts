/**
 * The cross-tab lock of a queue: each tab has its own worker over the one IndexedDB, so without it
 * two tabs would send the same records at once.
 */

/** The part of the Web Locks API the queues use (navigator.locks fits it). */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

/** navigator.locks where the platform has it (Safari before 15.4 and Node have none). */
export function navigatorLocks(): LockManagerLike | null {
  return (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks ?? null;
}

/**
 * Runs `task` holding the lock, after any other tab's pass has ended (a request waits rather than
 * skips: a tab skipped while the other was finishing would leave its newest record unsent). With
 * no lock manager the task runs at once: one tab at a time is then the user's doing.
 */
export async function withLock(locks: LockManagerLike | null, name: string, task: () => Promise<void>): Promise<void> {
  if (!locks) return task();
  await locks.request(name, task);
}
