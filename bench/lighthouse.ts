/**
 * `npm run lighthouse` (issue 15, part 6): Lighthouse's mobile performance and accessibility scores for the pages of
 * the slow-network table, with the figures behind the performance score. Lighthouse 12 (its engines include Node 20)
 * is fetched by npx on first use rather than installed with the project: it is 185 MB that neither the tests nor CI
 * need. It drives Debian's /usr/bin/chromium (CHROME_PATH) and downloads no browser. Lighthouse's own mobile setting:
 * a mid-range phone, simulated slow 4G, CPU 4x slower. A measurement, not a test: about 20 s per page.
 *
 * Against a running server: `npx tsx bench/lighthouse.ts http://127.0.0.1:3000`. Without an address it starts the
 * built server (dist/server.js) on a fresh temp data dir on a free port in 3400-3499 and stops it at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SLOW_PAGES } from './slow-network.ts';
import { SERVER_NODE_OPTIONS } from '../scripts/node-options.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Scores {
  page: string;
  lang: string;
  performance: number | null;
  accessibility: number | null;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

function lighthouse(url: string, lang: string, out: string): Scores | string {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,accessibility',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --lang=${lang}`,
      `--extra-headers=${JSON.stringify({ cookie: `lang=${lang}` })}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 180_000 },
  );
  if (run.status !== 0 || !fs.existsSync(out)) return (run.stderr || run.error?.message || `exit ${run.status}`).trim().split('\n').slice(-3).join(' ');
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (id: string) => (r.categories[id]?.score == null ? null : Math.round(r.categories[id].score * 100));
  const shown = (id: string) => r.audits[id]?.displayValue ?? 'n/a';
  return { page: new URL(url).pathname, lang, performance: score('performance'), accessibility: score('accessibility'), fcp: shown('first-contentful-paint'), lcp: shown('largest-contentful-paint'), tbt: shown('total-blocking-time'), cls: shown('cumulative-layout-shift') };
}

function freePort(): Promise<number> {
  const tryPort = (port: number): Promise<boolean> =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
    });
  return (async () => {
    for (let i = 0; i < 100; i++) {
      const port = 3400 + Math.floor(Math.random() * 100);
      if (await tryPort(port)) return port;
    }
    throw new Error('no free port in 3400-3499');
  })();
}

async function startServer(): Promise<{ base: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-lighthouse-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(ROOT, 'dist', 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false)) return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('the server did not get ready within 60 s');
}

const given = process.argv[2];
const server = given ? { base: given.replace(/\/$/, ''), stop: () => undefined } : await startServer();
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-lighthouse-out-'));
try {
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile (simulated slow 4G, CPU 4x slower), ${CHROME}:`);
  console.log('  lang  page                                   perf  a11y        FCP        LCP      TBT     CLS');
  for (const [i, p] of SLOW_PAGES.entries()) {
    const s = lighthouse(server.base + p.page, p.lang, path.join(outDir, `${i}.json`));
    if (typeof s === 'string') {
      console.log(`  ${p.lang.padEnd(4)}  ${p.page.padEnd(38)} failed: ${s}`);
      continue;
    }
    console.log(`  ${s.lang.padEnd(4)}  ${s.page.padEnd(38)} ${String(s.performance ?? 'n/a').padStart(4)} ${String(s.accessibility ?? 'n/a').padStart(5)} ${s.fcp.padStart(10)} ${s.lcp.padStart(10)} ${s.tbt.padStart(8)} ${s.cls.padStart(7)}`);
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
  server.stop();
}
