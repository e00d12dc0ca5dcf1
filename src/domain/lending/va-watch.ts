/**
 * How a VA page watches its VA while it is open (issue 36): nobody should have to press "check" to
 * learn a payment arrived. It asks again 5 s after it opened, then after 10, 20, 40 and every 60 s
 * (a bank transfer usually lands within a minute; later ones need not be asked about as often), at
 * once when the page comes back into view or the network returns (the user is back from the banking
 * app: the delay starts over), and stops on a final state (paid, expired, cancelled, denied, changed).
 */
import { FINAL_VA_STATES, type VaState } from './virtual-account';

export const VA_WATCH_FIRST_DELAY_MS = 5_000;
export const VA_WATCH_MAX_DELAY_MS = 60_000;

/** The wait before the next ask, after one that waited `previous` (null: the first). */
export function nextVaWatchDelay(previous: number | null): number {
  return previous === null ? VA_WATCH_FIRST_DELAY_MS : Math.min(previous * 2, VA_WATCH_MAX_DELAY_MS);
}

/** A VA still worth asking about: one that can be paid or is being paid. */
export function isVaWatched(state: VaState | null | undefined): boolean {
  return state !== null && state !== undefined && !FINAL_VA_STATES.includes(state);
}
