/**
 * The pay-later home's reads (the profile, the product's profile, the unpaid list, the repayment
 * dues) from many signed-in users at once, against one server and against two servers on one
 * PostgreSQL behind a round-robin (issue 34): requests a second and the p95, so a second instance
 * shows what it adds, and that both answer alike (the same clock, the same data).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { startServer, type RunningServer } from './start-server';

export interface MixResult {
  servers: number;
  requests: number;
  perSecond: number;
  p95Ms: number;
  failures: number;
}

const USERS = 24;
const SECONDS = 10;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
}

interface HomeUser {
  token: string;
  accountId: string;
}

let nextNumber = 814_000_000 + Math.floor(Math.random() * 90_000) * 10;

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A user seeded with a bill due, signed in, with the pay-later account's id. */
async function homeUser(base: string): Promise<HomeUser> {
  nextNumber += 1;
  const phoneNumber = String(nextNumber);
  const phone = `+62${phoneNumber}`;
  const headers = { 'content-type': 'application/json' };
  await json(
    await fetch(`${base}/sandbox/users`, { method: 'POST', headers, body: JSON.stringify({ phone, state: 'paylater-bill-due' }) }),
  );
  const otp = await json<{ otpToken: string }>(
    await fetch(`${base}/v1/otp`, { method: 'POST', headers, body: JSON.stringify({ countryCode: '+62', phoneNumber }) }),
  );
  const [sms] = await json<{ code: string }[]>(await fetch(`${base}/sandbox/sms?phone=${encodeURIComponent(phone)}`));
  const login = await json<{ bearerToken: string }>(
    await fetch(`${base}/v2/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ otp: sms?.code, otpToken: otp.otpToken, phoneNumber }),
    }),
  );
  const profile = await json<{ account_id: string }>(
    await fetch(`${base}/pls/akhirbulan/profile`, { headers: { authorization: `Bearer ${login.bearerToken}` } }),
  );
  return { token: login.bearerToken, accountId: profile.account_id };
}

/** Every user reads its home over and over for SECONDS, each request to the next server in turn. */
async function runMix(bases: string[], users: HomeUser[]): Promise<MixResult> {
  const samples: number[] = [];
  let failures = 0;
  let turn = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    users.map(async (user) => {
      const paths = [
        '/v1/user',
        '/pls/akhirbulan/profile',
        '/pls/akhirbulan/transactions/unpaid',
        `/sme/v1/submissions/${user.accountId}/dues`,
      ];
      while (performance.now() < until) {
        for (const path of paths) {
          const base = bases[turn++ % bases.length] as string;
          const started = performance.now();
          const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
          await response.arrayBuffer();
          if (response.ok) samples.push(performance.now() - started);
          else failures += 1;
        }
      }
    }),
  );
  return { servers: bases.length, requests: samples.length, perSecond: samples.length / SECONDS, p95Ms: p95(samples), failures };
}

/** One server, then two on the same fresh schema of `databaseUrl`; the schema is dropped after. */
export async function homeMixOnPostgres(databaseUrl: string, staticDir: string): Promise<MixResult[]> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema ${schema}`);
  // postgres.js passes a URL's unknown query parameters to the server as connection settings.
  const url = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}search_path=${schema}`;
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(staticDir, { DATABASE_URL: url }, 300_000));
    const first = servers[0] as RunningServer;
    const users: HomeUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await homeUser(first.url));
    await runMix([first.url], users.slice(0, 4));
    const one = await runMix([first.url], users);
    servers.push(await startServer(staticDir, { DATABASE_URL: url }, 300_000));
    const two = await runMix(
      servers.map((server) => server.url),
      users,
    );
    return [one, two];
  } finally {
    for (const server of servers) await server.stop();
    await admin.unsafe(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
