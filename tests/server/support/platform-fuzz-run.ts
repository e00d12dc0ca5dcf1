/**
 * No malformed input makes the platform answer 5xx. Every route the app registers (read from Hono,
 * so a route added later is fuzzed too) gets FUZZ_CASES hostile requests (default 400): bodies
 * built from the contract's schemas and broken in one place, raw JSON oddities (NUL, lone
 * surrogates, deep nesting, 1e309), multipart without a boundary, bad percent-encoding and %00 in
 * queries and paths, impossible dates, wrong types. Requests go through app.request, in process;
 * most carry a live session, so they reach the code behind the sign-in check. The routes are
 * split into shards, each run in its own process (platform-fuzz-worker.ts) so both cores share
 * the work.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as v from 'valibot';
import { createSession } from '@server/sessions/sessions';
import { findOrCreateUser } from '@server/users/users';
import type { Logger } from '@server/logger';
import { type TestPlatform, createTestPlatform } from './index';
import {
  HOSTILE_HEADERS,
  type HostileBody,
  type Random,
  contractBodySchemas,
  hostileBody,
  hostilePath,
  hostileQuery,
  pick,
  schemaKeys,
  seededRandom,
} from './platform-fuzz-inputs';

const CONTRACT_DIR = fileURLToPath(new URL('../../../src/domain/contract/', import.meta.url));

/** The contract's modules, read from the folder so a new area's schemas are used without a change here. */
async function contractSchemas(): Promise<v.GenericSchema[]> {
  const files = readdirSync(CONTRACT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of files) modules[file] = (await import(pathToFileURL(join(CONTRACT_DIR, file)).href)) as Record<string, unknown>;
  return contractBodySchemas(modules);
}

export interface Failure {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
  status: number;
  answer: string;
  logged: string;
}

interface Route {
  method: string;
  path: string;
}

/** The real routes: Hono lists middleware and the 405 catch-alls as ALL. */
export function routesOf(app: TestPlatform['app']): Route[] {
  const seen = new Map<string, Route>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export interface FuzzReport {
  routes: number;
  requests: number;
  failures: (Failure & { count: number })[];
}

/** Runs the routes whose index modulo `shards` is `shard` on a platform of its own; one failure listed per route and cause. */
export async function fuzzShard(shard: number, shards: number, casesPerRoute: number, seed: number): Promise<FuzzReport> {
  const logged: string[] = [];
  const recordingLog: Logger = {
    info: () => {},
    // The error handler's safety net answers 400 but warns: a check is missing before that point, which counts here.
    warn: (message, fields) => {
      if (message.startsWith('Input refused late')) logged.push(`${message} ${JSON.stringify(fields ?? {})}`);
    },
    error: (message, fields) => logged.push(`${message} ${JSON.stringify(fields ?? {})}`),
  };
  const schemas = await contractSchemas();
  const platform = await createTestPlatform({ log: recordingLog });
  try {
    return await run(platform, schemas, logged, shard, shards, casesPerRoute, seed);
  } finally {
    await platform.dispose();
  }
}

async function run(
  platform: TestPlatform,
  schemas: v.GenericSchema[],
  logged: string[],
  shard: number,
  shards: number,
  casesPerRoute: number,
  seed: number,
): Promise<FuzzReport> {
  async function newUser(): Promise<string> {
    const national = `8${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    const phone = { phoneE164: `+62${national}`, countryCode: '+62', phoneNumber: national };
    return (await findOrCreateUser(platform.db, phone, null, platform.clock.now())).id;
  }

  function authorization(random: Random, token: string): Record<string, string> {
    const roll = random();
    if (roll < 0.85) return { authorization: `Bearer ${token}` };
    if (roll < 0.93) return {};
    return {
      authorization: pick(random, ['Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`, 'Bearer a b', `bearer ${token}x`]),
    };
  }

  /** The schemas a route probably validates with: those naming every field it says is missing from {}. */
  async function schemasFor(route: Route, path: string, token: string): Promise<v.GenericSchema[]> {
    if (route.method === 'GET') return schemas;
    const response = await platform.app.request(path, {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const text = await response.text();
    let missing: string[] = [];
    try {
      const errors = (JSON.parse(text) as { errors?: { message: string; cause: string }[] }).errors ?? [];
      missing = errors.filter((error) => error.message.endsWith('is required.')).map((error) => error.cause);
    } catch {
      // An HTML page or an empty answer: no hint, every schema is tried.
    }
    const fitting = missing.length === 0 ? [] : schemas.filter((schema) => missing.every((key) => schemaKeys(schema).includes(key)));
    return fitting.length > 0 ? fitting : schemas;
  }

  const random = seededRandom(seed + shard);
  const failures: Failure[] = [];
  const routes = routesOf(platform.app).filter((_, index) => index % shards === shard);
  let requests = 0;

  for (const route of routes) {
    const userId = await newUser();
    let token = await createSession(platform.db, userId, platform.clock.now());
    const fill = (name: string): string =>
      name === 'bucket' ? pick(random, ['kyc', 'lender']) : name === 'ownerId' ? userId : randomUUID();
    const plainPath = route.path.replace(/:(\w+)/g, (_, name: string) => fill(name));
    const takesBody = route.method !== 'GET' && route.method !== 'HEAD';
    const ownSchemas = await schemasFor(route, plainPath, token);
    for (let i = 0; i < casesPerRoute; i++) {
      const kind = random();
      let path = plainPath;
      let query = '';
      let body: HostileBody = { contentType: null, body: undefined };
      if (kind < 0.25) path = hostilePath(random, route.path, fill);
      else if (kind < 0.5) query = hostileQuery(random);
      if (kind >= 0.5 || (takesBody && random() < 0.5)) body = hostileBody(random, random() < 0.8 ? ownSchemas : schemas);
      if (random() < 0.15) query = hostileQuery(random);
      const method = random() < 0.97 ? route.method : pick(random, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
      const headers: Record<string, string> = { ...authorization(random, token), ...(random() < 0.1 ? pick(random, HOSTILE_HEADERS) : {}) };
      if (body.contentType) headers['content-type'] = body.contentType;
      const sendsBody = body.body !== undefined && method !== 'GET' && method !== 'HEAD';
      const url = `http://localhost${path}${query}`;
      const before = logged.length;
      let status: number;
      let answer = '';
      requests += 1;
      try {
        const response = await platform.app.request(url, { method, headers, ...(sendsBody ? { body: body.body } : {}) });
        status = response.status;
        if (status >= 500) answer = (await response.text()).slice(0, 300);
        else await response.body?.cancel();
      } catch (error) {
        status = 599;
        answer = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      if (status >= 500 || logged.length > before) {
        failures.push({
          method,
          url: url.slice(0, 300),
          contentType: body.contentType,
          body: (body.body ?? '').slice(0, 200),
          status,
          answer,
          logged: logged.slice(before).join(' | ').slice(0, 600),
        });
      }
      // Calls that end sessions (logout, sign out everywhere) would leave the rest unauthenticated.
      if (status === 200 && /logout|sessions/.test(route.path)) token = await createSession(platform.db, userId, platform.clock.now());
    }
    // A fuzzed sandbox clock must not spill into the next route's dates.
    await platform.clock.reset();
  }

  const byCause = new Map<string, Failure & { count: number }>();
  for (const failure of failures) {
    const key = `${failure.method} ${failure.url.split('?')[0]?.slice(0, 60)} ${failure.logged.replace(/"at":.*/, '')}`;
    const known = byCause.get(key);
    if (known) known.count += 1;
    else byCause.set(key, { ...failure, count: 1 });
  }
  return { routes: routes.length, requests, failures: [...byCause.values()] };
}
