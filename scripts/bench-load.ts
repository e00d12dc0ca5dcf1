/**
 * `npm run bench:load [runs]`: only the load figure of `npm run bench` (issue 12), run several times
 * on a fresh server each, printed as the median and the spread: the machine is shared and one run
 * alone says little.
 */
import { join } from 'node:path';
import { startServer } from './lib/start-server';
import { uploadLoad, type UploadLoadResult } from './lib/upload-load-bench';

const runs = Number(process.argv[2] ?? 5);
const staticDir = process.env.BENCH_STATIC_DIR ?? join(process.cwd(), 'dist');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function spread(values: number[]): string {
  return `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;
}

const results: UploadLoadResult[] = [];
for (let run = 0; run < runs; run += 1) {
  // A busy shared machine can take minutes to start PGlite.
  const server = await startServer(staticDir, {}, 300_000);
  try {
    const result = await uploadLoad(server.url, server.pid);
    results.push(result);
    console.log(
      `run ${run + 1}: quiet p95 ${result.quietP95Ms.toFixed(1)} ms, loaded p95 ${result.loadedP95Ms.toFixed(1)} ms ` +
        `(${(result.loadedP95Ms / result.quietP95Ms).toFixed(2)}x, ${result.reads} reads, ${result.uploadsOk}/10 stored), ` +
        `RSS ${Math.round(result.startRssMb)} -> ${Math.round(result.afterRssMb)} MB`,
    );
  } finally {
    await server.stop();
  }
}
const factors = results.map((each) => each.loadedP95Ms / each.quietP95Ms);
const growth = results.map((each) => each.afterRssMb - each.startRssMb);
console.log(
  `quiet p95 median ${median(results.map((each) => each.quietP95Ms)).toFixed(1)} ms (${spread(results.map((each) => each.quietP95Ms))})`,
);
console.log(
  `loaded p95 median ${median(results.map((each) => each.loadedP95Ms)).toFixed(1)} ms (${spread(results.map((each) => each.loadedP95Ms))})`,
);
console.log(`factor median ${median(factors).toFixed(2)}x (${spread(factors)}), budget 2x`);
console.log(`memory growth median ${median(growth).toFixed(0)} MB (${spread(growth)}), budget 50 MB`);
