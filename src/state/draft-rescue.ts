/**
 * The worker may be stopped with the page before a save posted at `pagehide` reaches IndexedDB.
 * So the unsaved value is also written, synchronously, to this tab's sessionStorage, which a
 * reload of the tab still has; the form takes it back on load and saves it properly. The copy
 * keeps each field's change time: on load it is merged like any other draft (newest field wins),
 * so it neither beats a field another tab saved later nor what was typed since the page painted.
 */
import type { FieldTimes } from '@domain/draft-fields';
import type { DraftKey } from '@worker/contract';

const RESCUE_PREFIX = 'draft-rescue:';

function rescueKey(key: DraftKey): string {
  return `${RESCUE_PREFIX}${JSON.stringify([key.owner, key.flow, key.product])}`;
}

/** A rescued value; `times` is absent in a copy written by an older version of the app. */
export interface Rescued<T> {
  value: T;
  times?: FieldTimes;
}

export function writeRescue(key: DraftKey, value: unknown, times: FieldTimes, schemaVersion: number): void {
  try {
    sessionStorage.setItem(rescueKey(key), JSON.stringify({ value, times, schemaVersion }));
  } catch {
    // Full or unavailable: the IndexedDB save is still on its way.
  }
}

/** The rescued value of this form, removed as it is read. */
export function takeRescue<T>(key: DraftKey, schemaVersion: number): Rescued<T> | null {
  try {
    const stored = sessionStorage.getItem(rescueKey(key));
    if (stored === null) return null;
    sessionStorage.removeItem(rescueKey(key));
    const parsed = JSON.parse(stored) as { value: T; times?: FieldTimes; schemaVersion: number };
    if (parsed.schemaVersion !== schemaVersion) return null;
    return parsed.times ? { value: parsed.value, times: parsed.times } : { value: parsed.value };
  } catch {
    return null;
  }
}

/** The page does not know whose a user's rescued value was: when the session changes, none is kept. */
export function forgetRescues(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(RESCUE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was rescued there either.
  }
}
