/**
 * The sandbox platform on a real HTTP port with its files on disk, for the storage tests that need
 * the Node request itself (as in production) rather than the in-process web body.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from '@server/app';
import { silentLogger } from '@server/logger';
import { type Clock, loadSandboxClock } from '@server/sandbox/clock';
import { diskFileStore } from '@server/storage/file-store';
import { type TestDb, createTestDb, signIn } from './index';

export interface HttpPlatform {
  testDb: TestDb;
  app: ReturnType<typeof createApp>;
  clock: Clock;
  /** Where the uploads' bytes are. */
  filesDir: string;
  /** http://127.0.0.1:<port> */
  base: string;
  /** A signed-in user: their id and bearer token. */
  owner(): Promise<{ userId: string; token: string; phone: string }>;
  stop(): Promise<void>;
}

export async function startHttpPlatform(): Promise<HttpPlatform> {
  const testDb = await createTestDb();
  const filesDir = await mkdtemp(join(tmpdir(), 'platform-files-'));
  const clock = await loadSandboxClock(testDb.db);
  const app = createApp({ db: testDb.db, clock, sandbox: true, staticDir: null, log: silentLogger, files: diskFileStore(filesDir) });
  let server: ServerType | null = null;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  const running = server as unknown as ServerType;
  return {
    testDb,
    app,
    clock,
    filesDir,
    base: `http://127.0.0.1:${(running.address() as AddressInfo).port}`,
    async owner() {
      const session = await signIn(app);
      const [row] = await testDb.db.query<{ id: string }>('select id from users where phone_e164 = $1', [session.phone.e164]);
      return { userId: row?.id ?? '', token: session.bearerToken, phone: session.phone.e164 };
    },
    async stop() {
      await new Promise((resolve) => running.close(resolve));
      await testDb.dispose();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
