import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_OPTIONS } from './scripts/node-options.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';

export default defineConfig({
  testDir: 'e2e',
  // Each shard of scripts/e2e.mjs has its own (Playwright empties this folder when a run starts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A CI machine can be twice as slow as a session's (seen: the same commit's suite 11 min here, 22 min there); the
  // waits stretch with it there, and stay tight here so a slow page shows up while working.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test CPU; CI's artifacts are not read back, so CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile-360', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    // The built app on a fresh embedded database, in demo mode so OTPs are readable from the outbox file.
    // With the Node options of `npm start` (scripts/node-options.mjs).
    command: `rm -rf ${E2E_DATA_DIR} && node ${SERVER_NODE_OPTIONS.join(' ')} dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health/ready`,
    // E2E_REUSE=1: run against a server already started on E2E_PORT (started by hand with the env below).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: 120_000,
    // The journeys log the demo accounts in many times from one address; the OTP limits themselves are covered by
    // the API tests at their real values.
    env: { PORT: String(PORT), DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'production', DEMO: '1', LOG_LEVEL: 'warn', OTP_SENDS_PER_NUMBER: '50', OTP_SENDS_PER_IP: '1000' },
  },
});
