/**
 * `npm run bench:load [runs]`: only the load figure of `npm run bench` (issue 12), run several times
 * on a fresh server each, printed as the median and the spread: the machine is shared and one run
 * alone says little.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startServer } from './lib/start-server';
import { homeMixOnPostgres } from './lib/home-mix-bench';
import { BUDGET_LOAD_FACTOR, BUDGET_MEMORY_GROWTH_MB, uploadLoad, type UploadLoadResult } from './lib/upload-load-bench';

const runs = Number(process.argv[2] ?? 5);
const staticDir = process.env.BENCH_STATIC_DIR ?? join(process.cwd(), 'dist');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function spread(values: number[], digits = 1): string {
  return `${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)}`;
}

/** The 1-minute load average: on a shared 2-core machine it says how much a figure is worth. */
async function loadAverage(): Promise<number> {
  return Number((await readFile('/proc/loadavg', 'utf8')).split(' ')[0]);
}

function verdict(ok: boolean): string {
  return ok ? 'ok  ' : 'OVER';
}

const results: UploadLoadResult[] = [];
const loads: number[] = [];
for (let run = 0; run < runs; run += 1) {
  // A busy shared machine can take minutes to start PGlite.
  const server = await startServer(staticDir, {}, 300_000);
  try {
    loads.push(await loadAverage());
    const result = await uploadLoad(server.url, server.pid);
    results.push(result);
    console.log(
      `run ${run + 1} (load average ${loads.at(-1)?.toFixed(2)}): quiet p95 ${result.quietP95Ms.toFixed(1)} ms, ` +
        `loaded p95 ${result.loadedP95Ms.toFixed(1)} ms (${(result.loadedP95Ms / result.quietP95Ms).toFixed(2)}x, ` +
        `${result.reads} reads, ${result.uploadsOk}/10 stored), uploads took ${Math.round(result.uploadsMainThreadMs)} ms of the main thread, RSS ${Math.round(result.startRssMb)} -> ${Math.round(result.afterRssMb)} MB`,
    );
  } finally {
    await server.stop();
  }
}
const factors = results.map((each) => each.loadedP95Ms / each.quietP95Ms);
const growth = results.map((each) => each.afterRssMb - each.startRssMb);
const allStored = results.every((each) => each.uploadsOk === 10);
console.log(
  `\n${runs} runs, load average ${spread(loads, 2)} (2 cores); ` +
    `quiet p95 median ${median(results.map((each) => each.quietP95Ms)).toFixed(1)} ms (${spread(results.map((each) => each.quietP95Ms))}), ` +
    `under uploads ${median(results.map((each) => each.loadedP95Ms)).toFixed(1)} ms (${spread(results.map((each) => each.loadedP95Ms))})`,
);
console.log(
  `the uploads took a median ${median(results.map((each) => each.uploadsMainThreadMs)).toFixed(0)} ms of the server's main thread`,
);
console.log(
  `${verdict(median(factors) <= BUDGET_LOAD_FACTOR && allStored)}  profile reads p95 under ten 10 MB uploads: ` +
    `median ${median(factors).toFixed(2)}x quiet (${spread(factors, 2)})${allStored ? '' : ', some uploads not stored'}, budget <= ${BUDGET_LOAD_FACTOR}x`,
);
console.log(
  `${verdict(median(growth) <= BUDGET_MEMORY_GROWTH_MB)}  server memory after the uploads: median ${median(growth) >= 0 ? '+' : ''}${median(growth).toFixed(0)} MB ` +
    `(${spread(growth, 0)}), budget <= +${BUDGET_MEMORY_GROWTH_MB} MB`,
);

// Issue 34: the pay-later home's reads against one server and two on one PostgreSQL.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  const [one, two] = await homeMixOnPostgres(databaseUrl, staticDir);
  for (const mix of [one, two]) {
    if (!mix) continue;
    console.log(
      `pay-later home reads, ${mix.servers} server${mix.servers > 1 ? 's' : ''} on one PostgreSQL: ${mix.perSecond.toFixed(0)} requests/s, ` +
        `p95 ${mix.p95Ms.toFixed(1)} ms (${mix.requests} answered, ${mix.failures} failed)`,
    );
  }
} else {
  console.log('pay-later home reads on two servers: not run (set TEST_DATABASE_URL=postgres://… to run them on PostgreSQL)');
}
