import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/lib/path-aliases.ts';

/** Browser test files run side by side (each worker gets its own sandbox platform). */
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/**
 * Unit and server test files, side by side. Vitest's default is one worker fewer than the cores: one
 * on our 2-core CI, which ran ~200 files one after the other. Each server file has its own platform
 * (its own PGlite, or its own schema on PostgreSQL), so two at once share nothing.
 */
const unitWorkers = Math.max(1, Number(process.env.UNIT_WORKERS ?? 2));

export default defineConfig({
  resolve: { alias: pathAliases() },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          maxWorkers: unitWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Each file starts its own platform (migrations included): slow on a busy 2-core machine.
          hookTimeout: 60_000,
          maxWorkers: unitWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // The journeys (tests/e2e/journeys/) run here in Chromium and in the webkit project below.
          include: ['tests/e2e/**/*.e2e.ts', 'tests/e2e/journeys/**/*.journey.ts'],
          environment: 'node',
          env: { E2E_ENGINE: 'chromium' },
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Journeys of many screens, two files at once on a shared 2-core machine: generous, so load
          // alone never fails one.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // expect.poll waits for what a user would wait for; Vitest's 1 s default is one slow
          // answer on a loaded 2-core machine.
          expect: { poll: { timeout: 10_000 } },
          // Two files side by side, each with its own platform (global-setup.ts): much of an e2e
          // test waits on timers and the network, so two overlap well on two cores.
          // E2E_WORKERS=1 runs them one at a time.
          fileParallelism: true,
          maxWorkers: e2eWorkers,
        },
      },
      {
        extends: true,
        test: {
          // Browser tests that spend minutes waiting on a shaped network link (tests/e2e/*.link.ts):
          // `npm run test:e2e` runs them beside the e2e project (scripts/side-by-side.ts), where
          // their idle minutes cost the e2e files next to nothing. `npm run test:slow-link` alone.
          name: 'slow-link',
          include: ['tests/e2e/**/*.link.ts'],
          environment: 'node',
          env: { E2E_ENGINE: 'chromium' },
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Browser tests that time the page itself (a key shown within 100 ms at 4x CPU, the worker
          // in control 3 s after the form, a draft kept by a browser killed 50 ms after a keystroke):
          // `npm run test:e2e` runs them last, alone on the machine, where a neighbour's load does
          // not decide the figure (tests/e2e/*.alone.ts).
          name: 'alone',
          include: ['tests/e2e/**/*.alone.ts'],
          environment: 'node',
          env: { E2E_ENGINE: 'chromium' },
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The same journeys in WebKit (WebKitGTK's MiniBrowser through WebDriver, under Xvfb):
          // tests/e2e/engines/phone.ts. `npm run test:webkit` runs them alone.
          name: 'webkit',
          include: ['tests/e2e/journeys/**/*.journey.ts'],
          environment: 'node',
          env: { E2E_ENGINE: 'webkit' },
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/e2e/webkit-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
