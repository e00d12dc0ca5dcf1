/**
 * Runs npm scripts at the same time and fails when any fails: the first one's output as it comes,
 * each other's in one block when it ends (two test runners writing into one log at once cannot be
 * read). For test runs that mostly wait (a shaped network link) beside ones that use the CPU.
 *
 *   tsx scripts/side-by-side.ts test:chromium test:slow-link
 */
import { spawn } from 'node:child_process';

interface Finished {
  script: string;
  code: number;
  output: string;
}

function run(script: string, live: boolean): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (!live) process.stdout.write(`\n── npm run ${script} (ran beside the others) ──\n${output}\n── end of ${script} ──\n`);
      resolve({ script, code: code ?? (signal ? 1 : 0), output });
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/side-by-side.ts <npm script> [<npm script> …]');
  process.exit(2);
}
const results = await Promise.all(scripts.map((script, index) => run(script, index === 0)));
const failed = results.filter((result) => result.code !== 0);
for (const result of failed) console.error(`npm run ${result.script} failed (exit ${result.code})`);
process.exit(failed.length > 0 ? 1 : 0);
