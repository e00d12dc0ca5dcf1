/** One shard of the fuzz test in its own process: `node --import tsx platform-fuzz-worker.ts <shard> <shards> <cases> <seed>`; prints its report as JSON. */
import { fuzzShard } from './platform-fuzz-run';

const [shard, shards, cases, seed] = process.argv.slice(2).map(Number) as [number, number, number, number];
const report = await fuzzShard(shard, shards, cases, seed);
process.stdout.write(`${JSON.stringify(report)}\n`);
