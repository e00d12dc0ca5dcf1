/**
 * A draft merged field by field, so two tabs typing into the same form never erase each other's
 * work. Each top-level field of a draft carries the time (epoch ms) it was last changed; a save
 * keeps, for every field, the value with the newest time. A draft that is not a plain object (a
 * string, a list) is one field, named ROOT_FIELD. Pure: used by the page (which stamps its changes)
 * and the worker (which merges inside one IndexedDB transaction).
 */

/** When each field was last changed, epoch ms. */
export type FieldTimes = Record<string, number>;

export const ROOT_FIELD = '';

type Fields = Record<string, unknown>;

function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The value as fields (a non-object value is the single ROOT_FIELD). */
function fieldsOf(value: unknown): Fields {
  return isPlainObject(value) ? value : { [ROOT_FIELD]: value };
}

function bytesEqual(a: ArrayBuffer, b: ArrayBuffer): boolean {
  if (a.byteLength !== b.byteLength) return false;
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  return left.every((byte, index) => byte === right[index]);
}

/** Structural equality of what a draft can hold (plain data, arrays, ArrayBuffers of files). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof ArrayBuffer || b instanceof ArrayBuffer) {
    return a instanceof ArrayBuffer && b instanceof ArrayBuffer && bytesEqual(a, b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * The field times after a change from `previous` to `next`: every field whose value changed (added,
 * removed, or different) is stamped `now`; the others keep their time.
 */
export function stampChanges(previous: unknown, next: unknown, times: FieldTimes, now: number): FieldTimes {
  const before = fieldsOf(previous);
  const after = fieldsOf(next);
  const stamped: FieldTimes = { ...times };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key in before !== key in after || !sameValue(before[key], after[key])) stamped[key] = now;
  }
  return stamped;
}

/** Every field of `value` stamped `time` (a draft saved before fields had times). */
export function uniformTimes(value: unknown, time: number): FieldTimes {
  return Object.fromEntries(Object.keys(fieldsOf(value)).map((key) => [key, time]));
}

export interface TimedValue {
  value: unknown;
  times: FieldTimes;
}

/**
 * The newest of each field of two drafts. A field missing from `times` counts as never changed
 * (time 0). On a tie the incoming value wins (it is the later save). A field whose newest state is
 * "absent" is left out. When either side is not a plain object the whole value is one field.
 */
export function mergeFields(stored: TimedValue, incoming: TimedValue): TimedValue {
  const objects = isPlainObject(stored.value) && isPlainObject(incoming.value);
  if (!objects) {
    const storedTime = newestTime(stored.times);
    const incomingTime = newestTime(incoming.times);
    return incomingTime >= storedTime ? incoming : stored;
  }
  const storedFields = stored.value as Fields;
  const incomingFields = incoming.value as Fields;
  const value: Fields = {};
  const times: FieldTimes = {};
  for (const key of new Set([...Object.keys(storedFields), ...Object.keys(incomingFields)])) {
    const storedTime = stored.times[key] ?? 0;
    const incomingTime = incoming.times[key] ?? 0;
    const [source, time] = incomingTime >= storedTime ? [incomingFields, incomingTime] : [storedFields, storedTime];
    if (key in source) value[key] = source[key];
    times[key] = time;
  }
  return { value, times };
}

function newestTime(times: FieldTimes): number {
  return Math.max(0, ...Object.values(times));
}

/**
 * What a tab shows after another tab saved: its own value, with every field the stored draft changed
 * later than this tab did. Answers null when nothing of the stored draft is newer.
 */
export function adoptNewerFields(local: TimedValue, stored: TimedValue): TimedValue | null {
  const merged = mergeFields(stored, local);
  return sameValue(merged.value, local.value) ? null : merged;
}
