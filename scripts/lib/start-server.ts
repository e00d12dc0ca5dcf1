import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** The server process (its memory is a bench figure). */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server not up at ${url}`);
}

/** The sandbox platform serving `staticDir`, as `npm start` runs it, with a throwaway database. */
export async function startServer(staticDir: string, extraEnv: Record<string, string> = {}, upTimeoutMs = 180_000): Promise<RunningServer> {
  const workDir = await mkdtemp(join(tmpdir(), 'server-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server a bench runs.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'pglite'),
      STATIC_DIR: staticDir,
      SANDBOX: 'on',
      DATABASE_URL: '',
      // Every browser test signs in from this one address: the per-client limits are for the public.
      OTP_CODES_PER_CLIENT: '100000',
      EVENT_BATCHES_PER_CLIENT: '100000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // SERVER_ROOT runs another checkout's server (an A/B of a server change on the same machine minute).
    cwd: process.env.SERVER_ROOT || process.cwd(),
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilUp(url, child, upTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    url,
    pid: child.pid ?? -1,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
