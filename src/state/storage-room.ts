/**
 * Room on the device came back: whatever waits in memory for it (a draft, a picked file, analytics
 * events) is written at once, not after its back-off. Nothing announces free space, so the signs are
 * watched while something waits: a write that succeeded anywhere in the app, the origin's free space
 * growing (navigator.storage.estimate() every ROOM_POLL_MS while the disk is full), and the page
 * shown or focused again (the user may have freed space in another app meanwhile).
 */
import { appStore } from './store';
import { storageProblemsAtom } from './storage-problems';

/** How often the free space is read while the disk is full. */
export const ROOM_POLL_MS = 1_000;

type RoomListener = () => void;

const listeners = new Set<RoomListener>();
let pollTimer: ReturnType<typeof setInterval> | null = null;
/** The free space (quota - usage) at the last reading, while full. */
let lastFree: number | null = null;
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

async function readFree(): Promise<number | null> {
  try {
    const { quota, usage } = await navigator.storage.estimate();
    return quota === undefined || usage === undefined ? null : quota - usage;
  } catch {
    return null;
  }
}

/** While the disk is full, the free space is read; any growth is room. */
function watchFreeSpace(full: boolean): void {
  if (!full) {
    if (pollTimer !== null) clearInterval(pollTimer);
    pollTimer = null;
    lastFree = null;
    return;
  }
  if (pollTimer !== null || typeof navigator === 'undefined' || !navigator.storage?.estimate) return;
  void readFree().then((free) => {
    lastFree = free;
  });
  pollTimer = setInterval(() => {
    void readFree().then((free) => {
      const grew = free !== null && lastFree !== null && free > lastFree;
      lastFree = free;
      if (grew) storageRoomMayBeBack();
    });
  }, ROOM_POLL_MS);
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
  const follow = (): void => watchFreeSpace([...appStore.get(storageProblemsAtom).values()].includes('full'));
  appStore.sub(storageProblemsAtom, follow);
  follow();
}
