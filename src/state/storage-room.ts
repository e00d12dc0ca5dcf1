/**
 * Room on the device came back: whatever waits in memory for it (a draft, a picked file, analytics
 * events) is written at once, not after its back-off (up to 30 s, what a kill meanwhile would lose).
 * Nothing announces free space, so the signs are watched while something waits: a write that
 * succeeded anywhere in the app, the page shown or focused again (the user may have freed space in
 * another app meanwhile), and, while the disk is full, a try every ROOM_PROBE_MS. The try is the
 * only dependable sign: navigator.storage.estimate() does not move when room comes back (measured in
 * Chromium: its figure is the disk's, from a cache, and a per-origin quota is not in it), and one
 * small write refused a second costs nothing.
 */
import { appStore } from './store';
import { storageProblemsAtom } from './storage-problems';

/** While the disk is full, the waiting writers try this often. */
export const ROOM_PROBE_MS = 1_000;

type RoomListener = () => void;

const listeners = new Set<RoomListener>();
let probeTimer: ReturnType<typeof setInterval> | null = null;
let installed = false;

/** Tells every waiting writer to try now. */
export function storageRoomMayBeBack(): void {
  for (const listener of [...listeners]) listener();
}

/** A write succeeded: if anything waits for room, it may fit now too. */
export function storageWriteSucceeded(): void {
  if (appStore.get(storageProblemsAtom).size > 0) storageRoomMayBeBack();
}

/** `listener` runs whenever room may be back; answers how to stop. */
export function onStorageRoom(listener: RoomListener): () => void {
  install();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** While the disk is full, the waiting writers try every ROOM_PROBE_MS. */
function probeWhileFull(full: boolean): void {
  if (!full) {
    if (probeTimer !== null) clearInterval(probeTimer);
    probeTimer = null;
  } else if (probeTimer === null) {
    probeTimer = setInterval(storageRoomMayBeBack, ROOM_PROBE_MS);
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  const whileWaiting = (): void => {
    if (appStore.get(storageProblemsAtom).size > 0) storageRoomMayBeBack();
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') whileWaiting();
    });
    window.addEventListener('focus', whileWaiting);
  }
  const follow = (): void => probeWhileFull([...appStore.get(storageProblemsAtom).values()].includes('full'));
  appStore.sub(storageProblemsAtom, follow);
  follow();
}
