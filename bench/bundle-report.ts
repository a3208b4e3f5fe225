/**
 * What each page ships, and why (issue 17, part 2): `npm run bundle-report`. Builds the web app's client with source
 * maps into a temp directory (the served build is untouched), then prints
 *   1. per page (the routes of bench/first-load.ts's pages, found in React Router's manifest): every first-load chunk
 *      with its raw and gzip-9 size and its message file (decision 031), and the total against the page's budget;
 *   2. for the whole first load of each page, the bytes by source package (react-dom, react-router, our modules…),
 *      read from the source maps: what to cut next.
 * A report, not a test; e2e/first-load-budget.spec.ts holds the budgets.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { CHUNK_MESSAGES_FILE } from '../apps/web/app/lib/message-files.ts';
import { FIRST_LOAD_BUDGET_KB } from './first-load.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The route ids (React Router's manifest) a page renders, outermost first. */
const PAGE_ROUTES: Record<string, string[]> = {
  '/': ['root', 'routes/home'],
  '/medicines': ['root', 'routes/medicines/section-medicine', 'routes/medicines/shop-home'],
  '/medicines/abhayarishta-baidyanath': ['root', 'routes/medicines/section-medicine', 'routes/medicines/product'],
  '/ayurveda/new-delhi/doctors': ['root', 'routes/care/section-find-doctors', 'care-city-doctors'],
};

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

const kb = (n: number) => (Math.round(n / 102.4) / 10).toFixed(1);

function build(outDir: string) {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@react-router/dev/bin.js'), 'build', 'apps/web'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', BUNDLE_SOURCEMAP: '1', WEB_BUILD_DIR: outDir },
  });
}

/** Decodes a source map's mappings and adds each generated segment's length to its source. */
function addSources(code: string, mapJson: string, into: Map<string, number>) {
  const map = JSON.parse(mapJson) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const decode = (s: string) => {
    const out: number[] = [];
    let value = 0;
    let shift = 0;
    for (const ch of s) {
      const d = digits.indexOf(ch);
      value += (d & 31) << shift;
      if (d & 32) shift += 5;
      else {
        out.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    return out;
  };
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    let column = 0;
    const segments: Array<[number, number]> = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const d = decode(seg);
      column += d[0];
      if (d.length > 1) source += d[1];
      segments.push([column, d.length > 1 ? source : -1]);
    }
    segments.forEach(([start, src], k) => {
      const end = k + 1 < segments.length ? segments[k + 1][0] : (lines[i] ?? '').length;
      const name = src < 0 ? '(bundler)' : packageOf(map.sources[src]);
      into.set(name, (into.get(name) ?? 0) + end - start);
    });
  });
}

/** node_modules/<pkg> or our own module path. */
function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm < 0) return source.replace(/^.*?\/((?:apps|packages)\/)/, '$1');
  const parts = source.slice(nm + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-bundle-'));
try {
  build(outDir);
  const client = path.join(outDir, 'client');
  const assets = path.join(client, 'assets');
  const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))!;
  const manifest = JSON.parse(fs.readFileSync(path.join(assets, manifestFile), 'utf8').replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as Manifest;
  const chunkMessages = JSON.parse(fs.readFileSync(path.join(client, CHUNK_MESSAGES_FILE), 'utf8')) as Record<string, string>;
  const file = (url: string) => fs.readFileSync(path.join(client, url));
  for (const [page, routeIds] of Object.entries(PAGE_ROUTES)) {
    const chunks = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of routeIds) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`no route ${id} in the manifest`);
      for (const c of [route.module, ...(route.imports ?? [])]) chunks.add(c);
    }
    const rows: Array<[string, number, number]> = [];
    const sources = new Map<string, number>();
    for (const chunk of chunks) {
      const bytes = file(chunk);
      rows.push([chunk, bytes.length, zlib.gzipSync(bytes, { level: 9 }).length]);
      if (fs.existsSync(path.join(client, `${chunk}.map`))) addSources(bytes.toString('utf8'), fs.readFileSync(path.join(client, `${chunk}.map`), 'utf8'), sources);
      const messages = chunkMessages[chunk];
      if (messages) {
        const m = file(`/assets/m/en/${messages}.js`);
        rows.push([`  ↳ messages (en) ${messages}`, m.length, zlib.gzipSync(m, { level: 9 }).length]);
        sources.set('(messages, en)', (sources.get('(messages, en)') ?? 0) + m.length);
      }
    }
    rows.sort((a, b) => b[2] - a[2]);
    const gzip = rows.reduce((n, r) => n + r[2], 0);
    console.log(`\n${page}  (${rows.length} files, ${kb(rows.reduce((n, r) => n + r[1], 0))} KB raw, ${kb(gzip)} KB gzip; budget ${FIRST_LOAD_BUDGET_KB[page] ?? '-'} KB)`);
    for (const [name, raw, gz] of rows.slice(0, 15)) console.log(`  ${kb(gz).padStart(6)} KB gzip ${kb(raw).padStart(7)} KB raw  ${name}`);
    if (rows.length > 15) console.log(`  … ${rows.length - 15} more files, ${kb(rows.slice(15).reduce((n, r) => n + r[2], 0))} KB gzip`);
    console.log('  by source (raw, minified):');
    for (const [name, bytes] of [...sources].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${kb(bytes).padStart(7)} KB  ${name}`);
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
