// Builds what `npm start` runs: the web app (React Router + Vite) and the server bundle (esbuild).
// With --if-stale it builds only when a source file is newer than the last build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const sources = ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/api/src', 'apps/api/drizzle', 'packages/shared/src', 'server.ts', 'platform.ts', 'package-lock.json'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((f) => newest(path.join(p, f))));
}

export function isStale() {
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return sources.some((s) => newest(s) > built);
}

/**
 * Writes a .br (brotli 11) and a .gz (gzip 9) copy beside each script and stylesheet: compressed once here at the
 * best ratio, then sent as they are by @fastify/static (`preCompressed`, decision 027).
 */
function precompressAssets(dir) {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(?:js|mjs|css|svg|json)$/.test(name)) continue;
    const file = path.join(dir, name);
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  }
}

export async function build() {
  const t0 = Date.now();
  fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  precompressAssets(path.join(root, 'apps/web/build/client/assets'));
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, 'server.ts')],
    outdir: path.join(root, 'dist'),
    bundle: true,
    // What the server imports only when needed (the S3 provider, metrics, the dev server) goes in chunks of its own,
    // loaded then, with the npm packages they import, rather than with the server (decision 030).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Our workspace packages are bundled (they are TypeScript); everything from npm stays external.
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@nirog/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  fs.writeFileSync(stamp, new Date().toISOString());
  console.log(`Built the web app and the server in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  await build();
}
