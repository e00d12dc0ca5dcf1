/**
 * Hostile requests for the fuzz test (platform-fuzz.test.ts): bodies, queries, paths and headers
 * a careless or malicious client could send. Bodies are built from the contract's own valibot
 * schemas, filled with plausible values and then broken in one place, so they get past the
 * first checks and reach the code behind them (date parsing, the database, the stores).
 */
import type * as v from 'valibot';

/** A small seeded generator (mulberry32), so a failure names a seed that replays it. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function deep(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Strings that pass a format check but mean nothing, or break what comes after it. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\ufeff',
  '\u202e',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-00',
  '0000-00-00',
  '9999-99-99',
  '2024-04-31',
  '+275760-09-13',
  '-000001-01-01',
  '2024-02-30T10:00:00Z',
  '2024-01-01T25:61:61Z',
  '2024-01-01T00:00:00+99:99',
  '+275760-09-13T00:00:00.001Z',
  '2024-1-1',
  '12/31/2024',
  '31-12-2024',
  '00000000000000000000',
  '0000000000000000',
  '9999999999999999',
  '3171019999990001',
  '+62',
  '+6281234567890',
  '081234567890',
  '81234567890',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '\\',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'http://evil.example/',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  'x'.repeat(70_000),
  '😀'.repeat(40),
  'ID',
  'EN',
  'true',
];

export const HOSTILE_NUMBERS: readonly unknown[] = [
  0,
  -0,
  -1,
  0.5,
  1e21,
  -1e21,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  1.7976931348623157e308,
  5e-324,
  2 ** 31,
  2 ** 63,
  -(2 ** 63),
  2147483648,
  8640000000000001,
];

/** Raw JSON texts: things JSON.stringify would never write. */
export const HOSTILE_JSON_TEXTS: readonly string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"x"',
  '[]',
  '{}',
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  '\ufeff{}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\udc00\\ud800"}',
  '"\\ud800"',
  '{"a":1e309}',
  '{"a":-1e309}',
  '{"a":123456789012345678901234567890}',
  '{"a":1e-400}',
  '1e309',
  deep(5_000, '[', ']'),
  deep(5_000, '{"a":', '}'),
  deep(20_000, '[', ']'),
  `{"a":${deep(3_000, '{"a":', '}')}}`,
  `[${Array.from({ length: 60 }, () => '{}').join(',')}]`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '\u0000',
  '{"a":"\u0000"}',
  '[\u0000]',
];

const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'multipart/form-data; boundary="unterminated',
  'application/octet-stream',
  'image/jpeg',
  'application/pdf',
  ';;;',
  'application/json; boundary=x',
];

/** Text that a multipart or urlencoded reader chokes on. */
const HOSTILE_FORM_BODIES: readonly string[] = [
  '',
  'a=%',
  'a=%zz&b=%E0%A4%A',
  'a=%00',
  'a=%ED%A0%80',
  '%%%%=%%%%',
  'a=1&a=2&a=3',
  'phone=%2B62812%00&now=2024-02-30T10%3A00',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
  '--x\r\n\r\n\r\n',
  '--\r\n',
  `--x\r\nContent-Disposition: form-data; name="${'a'.repeat(2000)}"\r\n\r\n\u0000\r\n--x--\r\n`,
];

/** Query values and path segments, already percent-encoded (or deliberately not). */
export const HOSTILE_ENCODED: readonly string[] = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%25',
  '%2F',
  '%2e%2e%2f%2e%2e',
  '..',
  '.',
  '%20',
  '+',
  '%2B62812%00',
  '2024-02-30',
  '2024-02-30T10:00:00Z',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  'NaN',
  'x'.repeat(3000),
  '%F0%9F%98%80',
  '%u0000',
  '\u00e9',
  'true',
  'null',
  '[]',
  '{}',
  'eyJ7Ijp9',
  'ZZZZ',
  '00000000-0000-0000-0000-000000000000',
];

/** Query parameter names the routes read, and a few they do not. */
export const QUERY_NAMES: readonly string[] = [
  'phone',
  'page',
  'size',
  'confirm',
  'name',
  'bucket',
  'code',
  'mailbox',
  'to',
  'product',
  'merchant',
  'userId',
  'expires',
  'signature',
  'op',
  'redirect_uri',
  'client_id',
  'state',
  'code_challenge',
  'code_challenge_method',
  'response_type',
  'scope',
  'status',
  'from',
  'date',
  'month',
  'id',
  'lang',
  'a',
];

/** Plausible values for strings checked by a pattern: the first that matches is used. */
const PLAUSIBLE_STRINGS: readonly string[] = [
  '81234567890',
  '+62',
  '123456',
  '2024-02-29',
  '2024-01-31T10:00:00.000Z',
  '3171011501900001',
  '00000000-0000-4000-8000-000000000000',
  'https://example.com/callback',
  'ID',
  'EN',
  'Budi Santoso',
  'budi@example.com',
  'KTP',
  '2024-01',
  '10:00',
  'abc',
  'S256',
  'a'.repeat(43),
  '1',
];

type Schema = v.GenericSchema;
interface Described {
  type: string;
  entries?: Record<string, Schema>;
  item?: Schema;
  wrapped?: Schema;
  options?: readonly unknown[];
  literal?: unknown;
  pipe?: readonly { type: string; requirement?: unknown }[];
}

/** A value the schema probably accepts: strings follow the schema's regex when one of the plausible ones fits. */
function plausible(schema: Schema, random: Random, depth = 0): unknown {
  const s = schema as unknown as Described;
  if (depth > 6) return null;
  switch (s.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const out: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(s.entries ?? {})) out[key] = plausible(entry, random, depth + 1);
      return out;
    }
    case 'array':
      return s.item ? Array.from({ length: 1 + Math.floor(random() * 3) }, () => plausible(s.item as Schema, random, depth + 1)) : [];
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'non_optional':
    case 'non_nullable':
      return s.wrapped ? plausible(s.wrapped, random, depth + 1) : null;
    case 'union':
    case 'variant':
      return s.options?.length ? plausible(pick(random, s.options) as Schema, random, depth + 1) : null;
    case 'picklist':
    case 'enum':
      return s.options?.length ? pick(random, s.options) : 'x';
    case 'literal':
      return s.literal;
    case 'number':
      return Math.floor(random() * 1000);
    case 'boolean':
      return random() < 0.5;
    case 'string': {
      // regex, iso_date, email, uuid ...: valibot's format actions carry their RegExp as requirement.
      const patterns = (s.pipe ?? []).map((action) => action.requirement).filter((requirement) => requirement instanceof RegExp);
      const fits = (pool: readonly string[]): string[] => pool.filter((text) => patterns.every((pattern) => pattern.test(text)));
      // A hostile string that passes the format check (2024-02-30 for a date) reaches the code behind it.
      const hostile = fits(HOSTILE_STRINGS);
      const plausibleOnes = fits(PLAUSIBLE_STRINGS);
      if (hostile.length > 0 && (random() < 0.3 || plausibleOnes.length === 0)) return pick(random, hostile);
      return plausibleOnes.length > 0 ? pick(random, plausibleOnes) : 'abc';
    }
    default:
      return null;
  }
}

function hostileValue(random: Random): unknown {
  const roll = random();
  if (roll < 0.55) return pick(random, HOSTILE_STRINGS);
  if (roll < 0.8) return pick(random, HOSTILE_NUMBERS);
  return pick(random, [null, true, false, [], {}, [null], { a: 1 }, [[[[[[[[[]]]]]]]]], { '': '' }]);
}

/** Replaces one value somewhere in the tree by a hostile one (or the whole tree, at the root). */
function breakOne(value: unknown, random: Random): unknown {
  if (value !== null && typeof value === 'object' && random() < 0.85) {
    if (Array.isArray(value)) {
      if (value.length === 0) return [hostileValue(random)];
      const copy = [...value];
      const at = Math.floor(random() * copy.length);
      copy[at] = breakOne(copy[at], random);
      return copy;
    }
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length === 0 || random() < 0.1) copy[pick(random, QUERY_NAMES)] = hostileValue(random);
    else {
      const key = pick(random, keys);
      copy[key] = random() < 0.15 ? undefined : breakOne(copy[key], random);
    }
    return copy;
  }
  return hostileValue(random);
}

/** The field names of an object schema (of its options, for a union). */
export function schemaKeys(schema: Schema): string[] {
  const s = schema as unknown as Described;
  if (s.entries) return Object.keys(s.entries);
  if (s.options) return s.options.flatMap((option) => (option && typeof option === 'object' ? schemaKeys(option as Schema) : []));
  return [];
}

/** Every object schema the contract exports: what the routes validate bodies with. */
export function contractBodySchemas(modules: Record<string, Record<string, unknown>>): Schema[] {
  const found: Schema[] = [];
  for (const exports of Object.values(modules)) {
    for (const value of Object.values(exports)) {
      const described = value as Partial<Described> & { kind?: unknown };
      if (described && typeof described === 'object' && described.kind === 'schema' && typeof described.type === 'string') {
        found.push(value as Schema);
      }
    }
  }
  return found;
}

export interface HostileBody {
  contentType: string | null;
  body: string | undefined;
}

/** One body: a schema-shaped one broken in one place, a raw JSON oddity, or form data a reader chokes on. */
export function hostileBody(random: Random, schemas: readonly Schema[]): HostileBody {
  const roll = random();
  if (roll < 0.55 && schemas.length > 0) {
    const value = breakOne(plausible(pick(random, schemas), random), random);
    // Lone surrogates and NUL survive JSON.stringify as \u escapes: the server must decode and refuse them.
    const text = JSON.stringify(value) ?? 'null';
    return { contentType: random() < 0.9 ? 'application/json' : pick(random, CONTENT_TYPES), body: text };
  }
  if (roll < 0.8)
    return { contentType: random() < 0.85 ? 'application/json' : pick(random, CONTENT_TYPES), body: pick(random, HOSTILE_JSON_TEXTS) };
  if (roll < 0.95) {
    const contentType = pick(random, [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
    ]);
    return { contentType, body: pick(random, HOSTILE_FORM_BODIES) };
  }
  return { contentType: pick(random, CONTENT_TYPES), body: undefined };
}

/** A query string of one to three parameters, each value hostile. */
export function hostileQuery(random: Random): string {
  const count = 1 + Math.floor(random() * 3);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = random() < 0.9 ? pick(random, QUERY_NAMES) : pick(random, HOSTILE_ENCODED);
    parts.push(random() < 0.1 ? name : `${name}=${pick(random, HOSTILE_ENCODED)}`);
  }
  if (random() < 0.1) parts.push('&&=&');
  return `?${parts.join('&')}`;
}

/** The route's path with hostile segments: in its parameters, appended, or in place of a segment. */
export function hostilePath(random: Random, routePath: string, fill: (name: string) => string): string {
  const segments = routePath.split('/');
  const withParams = segments.map((segment) =>
    segment.startsWith(':') ? (random() < 0.7 ? pick(random, HOSTILE_ENCODED) : fill(segment.slice(1))) : segment,
  );
  const roll = random();
  if (roll < 0.4 && routePath.includes(':')) return withParams.join('/');
  if (roll < 0.6) return `${withParams.join('/')}${pick(random, HOSTILE_ENCODED)}`;
  if (roll < 0.8) return `${withParams.join('/')}/${pick(random, HOSTILE_ENCODED)}`;
  if (roll < 0.9) {
    const at = 1 + Math.floor(random() * Math.max(1, withParams.length - 1));
    const copy = [...withParams];
    copy[at] = pick(random, HOSTILE_ENCODED);
    return copy.join('/');
  }
  return `${withParams.join('/')}${pick(random, ['/', '//', '/./', '/../', '%2F', ';a=b', '#x'])}`;
}

export const HOSTILE_HEADERS: readonly Record<string, string>[] = [
  {},
  { 'x-user-locale': 'xx' },
  { 'x-user-locale': '' },
  { 'content-length': '99999999999' },
  { 'accept-encoding': 'br;q=x' },
  { 'x-forwarded-for': '::1, %00' },
  { range: 'bytes=99999999999-' },
  { 'if-none-match': '"' },
];
