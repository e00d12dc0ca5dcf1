/**
 * The load figure of `npm run bench` (issue 12): another user's profile reads (GET /v1/user) while
 * ten 10 MB PDFs are uploaded at once, against the reads' p95 on a quiet server, and the server's
 * resident memory after the uploads against where it started. Uploads are streamed to a file on
 * disk and only their metadata goes through the database, so neither should move much.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface UploadLoadResult {
  quietP95Ms: number;
  loadedP95Ms: number;
  reads: number;
  uploadsOk: number;
  startRssMb: number;
  afterRssMb: number;
  /**
   * The server's main-thread CPU time the uploads took (ms): its CPU time while they ran less the
   * reads served meanwhile at their quiet cost. Less noisy than latency on a busy machine: it is
   * what every other request on that thread waits behind.
   */
  uploadsMainThreadMs: number;
}

/** Issue 12: other users' reads while ten 10 MB uploads run stay within 2x of the quiet p95; memory returns within 50 MB. */
export const BUDGET_LOAD_FACTOR = 2;
export const BUDGET_MEMORY_GROWTH_MB = 50;

const UPLOADS = 10;
const FILE_BYTES = 10_000_000;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU time (user + system, ms) of the process's main thread: the thread every request runs on. */
async function mainThreadCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN;
}

let nextNumber = 813_000_000 + Math.floor(Math.random() * 90_000) * 10;

async function signIn(base: string): Promise<string> {
  nextNumber += 1;
  const phoneNumber = String(nextNumber);
  const json = { 'content-type': 'application/json' };
  const otp = (await (
    await fetch(`${base}/v1/otp`, { method: 'POST', headers: json, body: JSON.stringify({ countryCode: '+62', phoneNumber }) })
  ).json()) as {
    data: { otpToken: string };
  };
  const inbox = (await (await fetch(`${base}/sandbox/sms?phone=${encodeURIComponent(`+62${phoneNumber}`)}`)).json()) as {
    data: { code: string }[];
  };
  const login = (await (
    await fetch(`${base}/v2/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ otp: inbox.data[0]?.code, otpToken: otp.data.otpToken, phoneNumber }),
    })
  ).json()) as { data: { bearerToken: string } };
  return login.data.bearerToken;
}

async function uploadAddresses(base: string, token: string): Promise<string[]> {
  const answer = (await (
    await fetch(`${base}/legalEntityKYC/v1/onboarding-doc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { data: { docs: { url: string }[] } };
  return answer.data.docs.map((doc) => `${base}${doc.url}`);
}

/** A 10 MB file the storage takes as a PDF: the header, filler, %%EOF. */
function bigPdf(): Uint8Array {
  const bytes = new Uint8Array(FILE_BYTES).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), FILE_BYTES - 7);
  return bytes;
}

async function uploadHere(addresses: string[]): Promise<number> {
  const file = bigPdf();
  const stored = await Promise.all(
    addresses.map(async (url) => {
      const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Blob([file.slice()]) });
      await response.arrayBuffer();
      return response.ok;
    }),
  );
  return stored.filter(Boolean).length;
}

/**
 * The uploaders in a process of their own (scripts/lib/upload-senders.ts), started and ready
 * (file made) before the quiet reads; go() sends and answers how many files were stored.
 */
async function uploadersElsewhere(addresses: string[]): Promise<{ go(): Promise<number> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/upload-senders.ts', String(FILE_BYTES), ...addresses], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('ready\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`The uploaders exited with ${code} before sending`)));
  });
  return {
    async go() {
      child.stdin.end('go\n');
      const code = await exited;
      if (code !== 0) throw new Error(`The uploaders exited with ${code}`);
      return (JSON.parse(output.slice('ready\n'.length)) as { stored: number }).stored;
    },
  };
}

async function readProfiles(base: string, token: string, until: () => boolean, minimum: number): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < minimum || !until()) {
    const started = performance.now();
    const response = await fetch(`${base}/v1/user`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function uploadLoad(base: string, serverPid: number): Promise<UploadLoadResult> {
  const reader = await signIn(base);
  const uploaders = [await signIn(base), await signIn(base)];
  const addresses = [...(await uploadAddresses(base, uploaders[0] ?? '')), ...(await uploadAddresses(base, uploaders[1] ?? ''))].slice(
    0,
    UPLOADS,
  );
  const inProcess = process.env.BENCH_UPLOADS_IN_PROCESS === '1';
  const elsewhere = inProcess ? null : await uploadersElsewhere(addresses);
  // Warm up, then the quiet figure.
  await readProfiles(base, reader, () => true, 30);
  const startRssMb = await rssMb(serverPid);
  const quietCpuStart = await mainThreadCpuMs(serverPid);
  const quiet = await readProfiles(base, reader, () => true, 200);
  const cpuPerRead = ((await mainThreadCpuMs(serverPid)) - quietCpuStart) / quiet.length;

  let done = false;
  const loadedCpuStart = await mainThreadCpuMs(serverPid);
  const uploads = (elsewhere ? elsewhere.go() : uploadHere(addresses)).finally(() => {
    done = true;
  });
  const loaded = await readProfiles(base, reader, () => done, 20);
  const uploadsOk = await uploads;
  const uploadsMainThreadMs = (await mainThreadCpuMs(serverPid)) - loadedCpuStart - cpuPerRead * loaded.length;
  // The server's memory once the uploads are over and it had a moment (no forced GC: what a user would see).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await readProfiles(base, reader, () => true, 20);
  const afterRssMb = await rssMb(serverPid);
  return { quietP95Ms: p95(quiet), loadedP95Ms: p95(loaded), reads: loaded.length, uploadsOk, startRssMb, afterRssMb, uploadsMainThreadMs };
}
