#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser tests in shards that run at once, each against its own server on its own port and
 * its own embedded database (decision 053). The demo accounts are shared by many journeys (the chemist's cart, the
 * operator's lists); a database per shard keeps two journeys from ever meeting, where two Playwright workers on one
 * server would race on them.
 *
 * E2E_SHARDS=n sets the number (default 2, or 1 on a one-core machine). With test files or a --grep named, with
 * E2E_REUSE=1 (a server started by hand) or with E2E_SHARDS=1 it is a plain `playwright test` with the arguments.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const args = process.argv.slice(2);
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
const shards = Number(process.env.E2E_SHARDS ?? (cores >= 2 ? 2 : 1));
const narrowed = args.some((a) => !a.startsWith('-') || a.startsWith('--grep') || a.startsWith('-g') || a.startsWith('--shard'));
const playwright = ['node_modules/@playwright/test/cli.js', 'test'];

if (shards <= 1 || narrowed || process.env.E2E_REUSE === '1') {
  const child = spawn(process.execPath, [...playwright, ...args], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const basePort = Number(process.env.E2E_PORT ?? 3210);
  const runs = Array.from({ length: shards }, (_, i) => {
    const tag = `[${i + 1}/${shards}] `;
    const env = { ...process.env, E2E_PORT: String(basePort + i), E2E_DATA_DIR: `.e2e-data-${i + 1}`, E2E_OUTPUT_DIR: `test-results/shard-${i + 1}` };
    const child = spawn(process.execPath, [...playwright, `--shard=${i + 1}/${shards}`, '--pass-with-no-tests', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(tag + line + '\n');
      });
      stream.on('end', () => rest && process.stdout.write(tag + rest + '\n'));
    }
    return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  });
  const codes = await Promise.all(runs);
  const failed = codes.map((c, i) => (c ? i + 1 : 0)).filter(Boolean);
  console.log(failed.length ? `e2e: shard ${failed.join(', ')} of ${shards} failed` : `e2e: all ${shards} shards passed`);
  process.exit(failed.length ? 1 : 0);
}
