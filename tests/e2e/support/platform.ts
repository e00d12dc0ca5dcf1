/**
 * The sandbox platform of this test worker. Global setup starts one per worker
 * (tests/e2e/global-setup.ts); a worker runs one file at a time, so the file owns its platform's
 * clock and served files while it runs.
 */
import { inject } from 'vitest';
import type { E2ePlatform } from '../global-setup';

function ownPlatform(): E2ePlatform {
  const platforms = inject('platforms');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const platform = platforms[(poolId - 1) % platforms.length];
  if (!platform) throw new Error('No sandbox platform: the e2e global setup did not run');
  return platform;
}

/** Where this worker's platform (and the app it serves) answers. */
export const baseUrl = (): string => ownPlatform().baseUrl;

/** The dist/ copy this worker's platform serves. */
export const staticDir = (): string => ownPlatform().staticDir;
