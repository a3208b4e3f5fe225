import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['platform*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
    // *.postgres.test.ts start platform processes on one PostgreSQL server: collected only when TEST_DATABASE_URL
    // names one (CI's second run), since the embedded database belongs to one process.
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker's module cache (decision 059): each file still builds its own app on its own database,
    // and no module keeps state about a database; importing the API afresh for each of 100 files cost a third of the run.
    isolate: false,
    // Each test file has its own database (a PGlite copy or a database made from a template), so files run side by
    // side; vitest's default on a 2-core machine would be one worker, leaving a core idle while PGlite computes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every API reply a test produces is checked against its route's response schema (decision 018).
    setupFiles: ['apps/api/src/test-support/contract-setup.ts'],
  },
});
