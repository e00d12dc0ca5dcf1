/**
 * A draft merged field by field, so two tabs typing into the same form never erase each other's
 * work. Each field of a draft (each leaf of its nested objects) carries the time (epoch ms) it was
 * last changed; a save keeps, for every field, the value with the newest time. Pure: used by the page (which stamps its changes)
 * and the worker (which merges inside one IndexedDB transaction).
 */

/** When each field was last changed, epoch ms, by its path (fieldPath). */
export type FieldTimes = Record<string, number>;

/**
 * A field is a leaf of the draft's nested plain objects (a wizard's `form.email`, not the whole
 * `form`), named by its path as JSON. A list, a file's bytes or an empty object is one leaf.
 */
export function fieldPath(...segments: string[]): string {
  return JSON.stringify(segments);
}

/** The whole value when it is not a plain object (a string, a list). */
export const ROOT_FIELD = fieldPath();

type Fields = Record<string, unknown>;

function isPlainObject(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Every leaf of the value by its path. */
function fieldsOf(value: unknown): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  const walk = (node: unknown, path: string[]): void => {
    if (isPlainObject(node) && Object.keys(node).length > 0) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    } else {
      leaves.set(JSON.stringify(path), node);
    }
  };
  walk(value, []);
  return leaves;
}

/** Builds a value from its leaves; a later leaf wins where two disagree on the shape. */
function fromFields(leaves: Array<[string, unknown]>): unknown {
  let root: unknown;
  for (const [key, leaf] of leaves) {
    const path = JSON.parse(key) as string[];
    if (path.length === 0) {
      root = leaf;
      continue;
    }
    if (!isPlainObject(root) || Object.keys(root).length === 0) root = {};
    let node = root as Fields;
    for (const segment of path.slice(0, -1)) {
      const child = node[segment];
      const next: Fields = isPlainObject(child) ? child : {};
      node[segment] = next;
      node = next;
    }
    node[path.at(-1) as string] = leaf;
  }
  return root ?? {};
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
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (before.has(key) !== after.has(key) || !sameValue(before.get(key), after.get(key))) stamped[key] = now;
  }
  return stamped;
}

/** Every field of `value` stamped `time` (a draft saved before fields had times). */
export function uniformTimes(value: unknown, time: number): FieldTimes {
  return Object.fromEntries([...fieldsOf(value).keys()].map((key) => [key, time]));
}

export interface TimedValue {
  value: unknown;
  times: FieldTimes;
}

/**
 * The newest of each field of two drafts. A field missing from `times` counts as never changed
 * (time 0). On a tie the incoming value wins (it is the later save). A field whose newest state is
 * "absent" is left out.
 */
export function mergeFields(stored: TimedValue, incoming: TimedValue): TimedValue {
  const storedFields = fieldsOf(stored.value);
  const incomingFields = fieldsOf(incoming.value);
  const keys = new Set([...storedFields.keys(), ...incomingFields.keys(), ...Object.keys(stored.times), ...Object.keys(incoming.times)]);
  const times: FieldTimes = {};
  const leaves: Array<[string, unknown, number]> = [];
  for (const key of keys) {
    const storedTime = stored.times[key] ?? 0;
    const incomingTime = incoming.times[key] ?? 0;
    const [source, time] = incomingTime >= storedTime ? [incomingFields, incomingTime] : [storedFields, storedTime];
    if (time > 0) times[key] = time;
    if (source.has(key)) leaves.push([key, source.get(key), time]);
  }
  leaves.sort((a, b) => a[2] - b[2]); // where shapes disagree, the newer leaf is built last and wins
  return { value: fromFields(leaves.map(([key, leaf]) => [key, leaf])), times };
}

/**
 * What a tab shows after another tab saved: its own value, with every field the stored draft changed
 * later than this tab did. Answers null when nothing of the stored draft is newer.
 */
export function adoptNewerFields(local: TimedValue, stored: TimedValue): TimedValue | null {
  const merged = mergeFields(stored, local);
  return sameValue(merged.value, local.value) ? null : merged;
}
