import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/lib/path-aliases.ts';

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
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Journeys of many screens on a shared 2-core machine: generous, so load alone never fails one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One server and one browser at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
