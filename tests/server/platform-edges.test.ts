/**
 * The platform at its edges (issue 34): one VA payable after a burst of taps, one clock for every
 * server and every move, keep-alive sockets that survive a refused body, half-sent requests let go,
 * CORS for the listed origins only, HSTS behind TLS, no-store on every sandbox answer, and one
 * server per PGlite folder.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentVirtualAccount, VirtualAccount } from '@domain/contract/lending-catchup';
import type { SandboxClock } from '@domain/contract/sandbox';
import { createApp } from '@server/app';
import { listen, SERVER_TIMEOUTS } from '@server/http/listen';
import { HSTS } from '@server/http/security-headers';
import { silentLogger } from '@server/logger';
import { freePort } from '../../scripts/lib/start-server';
import { buy, DAY, get, type MoneyUser, openVa, seededUser, setClock } from './support/money-support';
import { call, createTestPlatform, secondServer, type TestPlatform } from './support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => {
  await platform.dispose();
});

describe('the VA a user is shown is the one that can be paid', () => {
  it('after 20 VAs opened at once, the one shown is ACTIVE and is the only open one', async () => {
    await setClock(platform, '2026-03-10T09:00:00+07:00');
    const user: MoneyUser = await seededUser(platform, 'paylater-activated');
    await buy(platform, user, 400_000);
    const accountId = (await get<{ account_id: string }>(platform, user, '/pls/akhirbulan/profile')).data.account_id;
    const opened = await Promise.all(
      Array.from({ length: 20 }, (_, i) => openVa(platform, user, accountId, { catchupType: 'ALL_DUES', bankName: i % 2 ? 'BRI' : 'BCA' })),
    );
    expect(opened.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const shown = (await get<CurrentVirtualAccount>(platform, user, `/sme/v1/submissions/${accountId}/catchup`)).data.virtualAccount;
    expect(shown?.state).toBe('ACTIVE');
    const active = await platform.db.query<{ id: string }>(`select id from virtual_accounts where account_id = $1 and state = 'ACTIVE'`, [
      accountId,
    ]);
    expect(active.map((row) => row.id)).toEqual([shown?.id]);
    // And the bank takes it.
    const paid = await call(platform.app, 'POST', '/sandbox/bank/payments', {
      vaNumber: (shown as VirtualAccount).vaNumber,
      amount: (shown as VirtualAccount).amount,
      noticeId: 'after-burst',
    });
    expect(paid.status).toBe(200);
  });
});

describe('the sandbox clock', () => {
  it('three moves of a day sent at once move it three days', async () => {
    const before = (await call<SandboxClock>(platform.app, 'GET', '/sandbox/clock')).data;
    const moves = await Promise.all(Array.from({ length: 3 }, () => call(platform.app, 'POST', '/sandbox/gomodal/advance', { days: 1 })));
    expect(moves.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const after = (await call<SandboxClock>(platform.app, 'GET', '/sandbox/clock')).data;
    expect(after.offsetMs - before.offsetMs).toBe(3 * DAY);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('two servers on one PostgreSQL agree about "now" as soon as one moves it', async () => {
    const second = await secondServer(platform);
    if (!second) throw new Error('A second server needs PostgreSQL');
    await setClock(platform, '2027-05-01T10:00:00+07:00');
    const seen = (await call<SandboxClock>(second.app, 'GET', '/sandbox/clock')).data;
    expect(Math.abs(new Date(seen.now).getTime() - new Date('2027-05-01T03:00:00Z').getTime())).toBeLessThan(5_000);
    await Promise.all([
      call(platform.app, 'POST', '/sandbox/gomodal/advance', { days: 1 }),
      call(second.app, 'POST', '/sandbox/gomodal/advance', { days: 1 }),
    ]);
    const [a, b] = await Promise.all([
      call<SandboxClock>(platform.app, 'GET', '/sandbox/clock'),
      call<SandboxClock>(second.app, 'GET', '/sandbox/clock'),
    ]);
    expect(a.data.offsetMs).toBe(b.data.offsetMs);
    expect(Math.abs(new Date(a.data.now).getTime() - new Date('2027-05-03T03:00:00Z').getTime())).toBeLessThan(5_000);
  });
});

/** The platform on a real socket, as npm start serves it. */
async function listening(timeouts = SERVER_TIMEOUTS): Promise<{ port: number; close(): Promise<void> }> {
  const app = createApp({ db: platform.db, clock: platform.clock, sandbox: true, staticDir: null, log: silentLogger });
  const port = await freePort();
  const server = await new Promise<ReturnType<typeof listen>>((resolve) => {
    const started = listen(app, { port, hostname: '127.0.0.1', timeouts }, () => resolve(started));
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

function send(port: number, agent: Agent, method: string, path: string, body?: Buffer): Promise<{ status: number; connection: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        method,
        path,
        agent,
        headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('connections', () => {
  it('a 413 closes its connection, so the next request on a keep-alive client never meets a dropped socket', async () => {
    const server = await listening();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      let hangUps = 0;
      for (let i = 0; i < 30; i++) {
        const refused = await send(server.port, agent, 'POST', '/v1/otp', Buffer.alloc(300 * 1024, 'a'));
        expect([refused.status, refused.connection]).toEqual([413, 'close']);
        await send(server.port, agent, 'GET', '/sandbox/clock').catch(() => hangUps++);
      }
      expect(hangUps).toBe(0);
      // An answer whose body was read keeps the connection.
      expect((await send(server.port, agent, 'GET', '/sandbox/clock')).connection).toBe('keep-alive');
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it(`lets go of a request whose headers are still incomplete after ${SERVER_TIMEOUTS.headersTimeout / 1000} s`, {
    timeout: 30_000,
  }, async () => {
    const server = await listening();
    try {
      const started = Date.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () =>
          socket.write('POST /v1/otp HTTP/1.1\r\nHost: localhost\r\nContent-Type: app'),
        );
        socket.on('data', () => {});
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', reject);
      });
      console.log(`A half-sent request was let go after ${closedAfter} ms (Node's defaults: 60-90 s).`);
      expect(closedAfter).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeout - 100);
      expect(closedAfter).toBeLessThan(SERVER_TIMEOUTS.headersTimeout + 2 * SERVER_TIMEOUTS.connectionsCheckingInterval + 500);
    } finally {
      await server.close();
    }
  });

  it('lets go of a body that stops arriving, by the request timeout', async () => {
    const server = await listening({ ...SERVER_TIMEOUTS, requestTimeout: 2_000, headersTimeout: 1_000 });
    try {
      const started = Date.now();
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1', () =>
          socket.write(
            'POST /v1/otp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"countryCode"',
          ),
        );
        socket.on('data', () => {});
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', reject);
      });
      expect(closedAfter).toBeLessThan(5_000);
    } finally {
      await server.close();
    }
  });
});

describe('headers', () => {
  const origins = ['https://app.example.test'];
  const corsApp = () =>
    createApp({ db: platform.db, clock: platform.clock, sandbox: true, staticDir: null, log: silentLogger, apiOrigins: origins });

  it('answers a listed origin its preflight and lets it read the answer; gives another origin nothing', async () => {
    const app = corsApp();
    const preflight = await app.request('/v1/otp', {
      method: 'OPTIONS',
      headers: {
        origin: origins[0] as string,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-user-locale',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origins[0]);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-user-locale');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await app.request('/sandbox/clock', { headers: { origin: origins[0] as string } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origins[0]);
    expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');

    const stranger = await app.request('/v1/otp', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.status).toBe(405);
    expect([...stranger.headers.keys()].filter((name) => name.startsWith('access-control'))).toEqual([]);
    const strangerGet = await app.request('/sandbox/clock', { headers: { origin: 'https://evil.example' } });
    expect(strangerGet.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends HSTS only when told the server is behind TLS', async () => {
    const plain = await platform.app.request('/sandbox/clock');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = createApp({ db: platform.db, clock: platform.clock, sandbox: true, staticDir: null, log: silentLogger, behindTls: true });
    expect((await tls.request('/sandbox/clock')).headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('marks every sandbox answer that carries a code or money no-store, pages and errors included', async () => {
    for (const path of [
      '/sandbox/sms?phone=%2B6281200000001',
      '/sandbox/ledger?phone=%2B6281200000001&product=paylater',
      '/sandbox/ledger/view',
      '/sandbox/bank',
      '/sandbox',
      '/sandbox/clock',
    ]) {
      const answer = await platform.app.request(path);
      expect(answer.headers.get('cache-control'), path).toContain('no-store');
    }
  });
});

describe('one server per PGlite folder', () => {
  it('a second server on the same data directory stops at once and says why', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'datadir-lock-'));
    const start = (port: number) =>
      spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, 'pglite'),
          STATIC_DIR: '',
          DATABASE_URL: '',
          SANDBOX: 'on',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const first = start(await freePort());
    try {
      await new Promise<void>((resolve, reject) => {
        first.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready at') && resolve());
        first.once('exit', (code) => reject(new Error(`the first server exited with ${code}`)));
      });
      const second = start(await freePort());
      let said = '';
      second.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()));
      second.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
      expect(code).toBe(1);
      expect(said).toContain(`The data directory ${join(dir, 'pglite')} is in use by another sandbox server (process ${first.pid})`);
      expect(said).not.toContain('[object Object]');
    } finally {
      first.kill('SIGTERM');
      await new Promise((resolve) => first.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
