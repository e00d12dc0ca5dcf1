/**
 * No malformed input makes the platform answer 5xx (platform-fuzz-run.ts says what is sent).
 * FUZZ_CASES hostile requests per route (default 400), split over FUZZ_SHARDS processes
 * (default 2, one per core); FUZZ_SEED replays a run.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { FuzzReport } from './support/platform-fuzz-run';

// 400 per route in `npm test` (about 55,000 requests, a new seed each run); FUZZ_CASES=1000 or more for a deeper sweep.
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 400);
const SHARDS = Number(process.env.FUZZ_SHARDS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const WORKER = fileURLToPath(new URL('./support/platform-fuzz-worker.ts', import.meta.url));

function runShard(shard: number): Promise<FuzzReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', WORKER, String(shard), String(SHARDS), String(CASES_PER_ROUTE), String(SEED)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env },
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as FuzzReport);
      else reject(new Error(`Fuzz shard ${shard} exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}

test(`no route answers 5xx to ${CASES_PER_ROUTE} hostile requests each (seed ${SEED})`, { timeout: 900_000 }, async () => {
  const reports = await Promise.all(Array.from({ length: SHARDS }, (_, shard) => runShard(shard)));
  const routes = reports.reduce((sum, report) => sum + report.routes, 0);
  const requests = reports.reduce((sum, report) => sum + report.requests, 0);
  expect(routes).toBeGreaterThan(50);
  expect(requests).toBeGreaterThanOrEqual(routes * CASES_PER_ROUTE);
  const failures = reports.flatMap((report) => report.failures);
  expect(failures, `answers that were 5xx or refused too late (seed ${SEED})`).toEqual([]);
});
