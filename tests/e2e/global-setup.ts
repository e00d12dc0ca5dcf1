/**
 * Starts the app as `npm start` serves it (the built dist/ behind the sandbox platform), one
 * platform per test worker, each on a free port with a fresh embedded database and its own copy of
 * dist/: files running side by side never share a clock, a user or a "new version" shipped.
 */
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from '../../scripts/lib/start-server';

/** One sandbox platform of the run: where it answers and the dist/ copy it serves. */
export interface E2ePlatform {
  baseUrl: string;
  /** A copy of dist/ that the server serves, so a test may ship a "new version" into it. */
  staticDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Index = the worker's VITEST_POOL_ID - 1 (tests/e2e/support/platform.ts). */
    platforms: E2ePlatform[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_DIST_DIR: a build elsewhere than dist/ (several people testing side by side on one machine).
  const dist = process.env.E2E_DIST_DIR ?? join(process.cwd(), 'dist');
  await stat(join(dist, 'index.html')).catch(() => {
    throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  });
  // fileParallelism: false resolves maxWorkers to 1.
  const workers = Math.max(1, project.config.maxWorkers);
  const workDir = await mkdtemp(join(tmpdir(), 'e2e-'));
  const servers: RunningServer[] = [];
  const platforms: E2ePlatform[] = [];
  try {
    await Promise.all(
      Array.from({ length: workers }, async (_, slot) => {
        const staticDir = join(workDir, `dist-${slot + 1}`);
        await cp(dist, staticDir, { recursive: true });
        const server = await startServer(staticDir);
        servers.push(server);
        platforms[slot] = { baseUrl: server.url, staticDir };
      }),
    );
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('platforms', platforms);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(workDir, { recursive: true, force: true });
  };
}
