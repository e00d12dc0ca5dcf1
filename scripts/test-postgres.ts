/**
 * The server tests again on PostgreSQL, when TEST_DATABASE_URL names one (.ci/run sets it up):
 * the same SQL migrations and queries must work on both engines.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Server tests on PostgreSQL: not run (set TEST_DATABASE_URL=postgres://… to run them; .ci/run does).');
  process.exit(0);
}
// The hostile-request sweep proves the routes' validation, which runs before any SQL: 1,000 cases per
// route on PGlite (`npm run test:unit`), 200 here, enough to reach every route's queries on PostgreSQL.
const env = { ...process.env, FUZZ_CASES: process.env.FUZZ_CASES ?? '200' };
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
