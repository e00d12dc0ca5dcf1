import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { createApp, type AppDeps } from '@server/app';
import type { Db } from '@server/db/client';
import { MIGRATIONS_DIR, migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import { silentLogger } from '@server/logger';
import { type Clock, loadSandboxClock } from '@server/sandbox/clock';
import type { LoginResponse, OtpResponse } from '@domain/contract/sign-in';
import type { SandboxSms } from '@domain/contract/sandbox';
import type { ApiErrorItem } from '@domain/errors';

export interface TestDb {
  db: Db;
  /** Closes the database (and drops the test's schema on PostgreSQL). */
  dispose(): Promise<void>;
  /**
   * Another pool on the same database, as a second server behind a balancer would have: on
   * PostgreSQL only (null on PGlite, which one process owns). Closed by dispose.
   */
  anotherConnection(): Db | null;
}

/**
 * A migrated PGlite cluster as a dump, made once per version of the migrations and kept in the
 * temp folder: loading it takes a third of the time of initdb plus migrations, for every file.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  const path = join(tmpdir(), `sandbox-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const pg = await PGlite.create();
    // Enough of Db for migrate(); the template is made by one caller, so a transaction is just a call.
    const db: Db = {
      query: async <T>(sql: string, params: readonly unknown[] = []) => (await pg.query<T>(sql, [...params])).rows,
      exec: async (sql) => {
        await pg.exec(sql);
      },
      transaction: (fn) => fn(db),
      close: () => pg.close(),
    };
    await migrate(db);
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    // Written aside and renamed: test files running in parallel never read half a file.
    const partial = `${path}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

/**
 * A fresh, migrated database: in-memory PGlite, or with TEST_DATABASE_URL a new schema on that
 * PostgreSQL, so the same suite proves the SQL runs on both engines.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(undefined, { loadDataDir: await pgliteTemplate() });
    return { db, dispose: () => db.close(), anotherConnection: () => null };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema ${schema}`);
  const db = openPostgres(url, { schema, max: 4 });
  await migrate(db);
  const others: Db[] = [];
  return {
    db,
    anotherConnection: () => {
      const other = openPostgres(url, { schema, max: 4 });
      others.push(other);
      return other;
    },
    dispose: async () => {
      for (const other of others) await other.close();
      await db.close();
      await admin.unsafe(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export interface TestPlatform extends TestDb {
  app: ReturnType<typeof createApp>;
  clock: Clock;
}

export async function createTestPlatform(options: Partial<Pick<AppDeps, 'sandbox' | 'staticDir' | 'log'>> = {}): Promise<TestPlatform> {
  const testDb = await createTestDb();
  const clock = await loadSandboxClock(testDb.db);
  const app = createApp({
    db: testDb.db,
    clock,
    sandbox: options.sandbox ?? true,
    staticDir: options.staticDir ?? null,
    log: options.log ?? silentLogger,
  });
  return { ...testDb, app, clock };
}

/**
 * A second server on the same PostgreSQL (its own pool, its own clock read from the database), as
 * two instances behind a load balancer; null on PGlite.
 */
export async function secondServer(platform: TestPlatform): Promise<Pick<TestPlatform, 'app' | 'clock'> | null> {
  const db = platform.anotherConnection();
  if (!db) return null;
  const clock = await loadSandboxClock(db);
  return { app: createApp({ db, clock, sandbox: true, staticDir: null, log: silentLogger }), clock };
}

/** A number no other test in the file uses: rate limits and inboxes are per number. */
let nextPhone = 812_000_000 + Math.floor(Math.random() * 100_000) * 10;
export function uniquePhone(): { countryCode: string; phoneNumber: string; e164: string } {
  nextPhone += 1;
  const phoneNumber = String(nextPhone);
  return { countryCode: '+62', phoneNumber, e164: `+62${phoneNumber}` };
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  data: T;
  errors: Required<ApiErrorItem>[];
}

type App = TestPlatform['app'];

export async function call<T = unknown>(
  app: App,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json', ...headers };
  }
  const response = await app.request(path, init);
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { data: T; errors?: Required<ApiErrorItem>[] };
  return { status: response.status, headers: response.headers, data: json.data, errors: json.errors ?? [] };
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export async function requestOtp(app: App, phone: { countryCode: string; phoneNumber: string }): Promise<Answer<OtpResponse>> {
  return call<OtpResponse>(app, 'POST', '/v1/otp', { countryCode: phone.countryCode, phoneNumber: phone.phoneNumber });
}

/** Reads the inbox as a person would: the newest SMS to that number. */
export async function latestSms(app: App, e164: string): Promise<SandboxSms> {
  const inbox = await call<SandboxSms[]>(app, 'GET', `/sandbox/sms?phone=${encodeURIComponent(e164)}`);
  const newest = inbox.data[0];
  if (!newest) throw new Error(`No SMS to ${e164}`);
  return newest;
}

export async function login(app: App, otp: string, otpToken: string, phoneNumber: string, locale = 'EN'): Promise<Answer<LoginResponse>> {
  return call<LoginResponse>(app, 'POST', '/v2/login', { otp, otpToken, phoneNumber }, { 'x-user-locale': locale });
}

/** The whole sign-in: request a code, read it from the inbox, log in. */
export async function signIn(app: App, phone = uniquePhone()): Promise<LoginResponse & { phone: typeof phone }> {
  const otp = await requestOtp(app, phone);
  const sms = await latestSms(app, phone.e164);
  const answer = await login(app, sms.code, otp.data.otpToken, phone.phoneNumber);
  if (answer.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(answer.errors)}`);
  return { ...answer.data, phone };
}

/** Moves the platform's clock the way a browser test would, through the sandbox API. */
export async function advanceClock(app: App, clock: Clock, ms: number): Promise<void> {
  const answer = await call(app, 'POST', '/sandbox/clock', { now: new Date(clock.now().getTime() + ms).toISOString() });
  if (answer.status !== 200) throw new Error(`Clock not moved: ${JSON.stringify(answer.errors)}`);
}
