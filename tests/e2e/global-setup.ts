/**
 * Starts the app as `npm start` serves it (the built dist/ behind the sandbox platform) on a free
 * port with a fresh embedded database, for the whole e2e run.
 */
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/lib/start-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A copy of dist/ that the server serves, so a test may ship a "new version" into it. */
    staticDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_DIST_DIR: a build elsewhere than dist/ (several people testing side by side on one machine).
  const dist = process.env.E2E_DIST_DIR ?? join(process.cwd(), 'dist');
  await stat(join(dist, 'index.html')).catch(() => {
    throw new Error('No build in dist/: run `npm run build` first (npm test does).');
  });
  const workDir = await mkdtemp(join(tmpdir(), 'e2e-'));
  const staticDir = join(workDir, 'dist');
  await cp(dist, staticDir, { recursive: true });
  const server = await startServer(staticDir);
  project.provide('baseUrl', server.url);
  project.provide('staticDir', staticDir);
  return async () => {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
