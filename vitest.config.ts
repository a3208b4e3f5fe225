import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['platform*.test.ts', 'packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every API reply a test produces is checked against its route's response schema (decision 018).
    setupFiles: ['apps/api/src/test-support/contract-setup.ts'],
  },
});
