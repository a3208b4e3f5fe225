/**
 * A child process of bench/run.ts: prepares one database for the catalog benchmark (migrations, reference data, the
 * demo seed, variants of the demo products up to BENCH_CATALOG_PRODUCTS, ANALYZE) and writes what it did, with the
 * time of each step, to BENCH_PREPARE_OUT as JSON.
 *
 * A separate process because PGlite runs inside the process that opens it: its long synchronous queries would keep
 * bench/run.ts from answering Ctrl-C in time (tsx then kills it with SIGKILL, before it has stopped its servers and
 * dropped its databases). This process needs no clean-up of its own: bench/run.ts removes the data dir and drops the
 * PostgreSQL database, and stops this process (SIGTERM, then SIGKILL) if it has to.
 *
 * Environment: BENCH_PREPARE_KIND (pglite | postgres), BENCH_PREPARE_TARGET (the PGlite data dir or the PostgreSQL
 * URL), BENCH_PREPARE_OUT, BENCH_CATALOG_PRODUCTS, BENCH_ANALYZE (0: no ANALYZE).
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openPglite, openPostgres } from '@nirog/api/db/client';
import { migrate } from '@nirog/api/db/migrate';
import { seedDemo } from '@nirog/api/db/seed';
import { seedDemoCatalog } from '@nirog/api/modules/catalog/catalog.seed';
import { seedReferenceData } from '@nirog/api/modules/location/location.seed';

export interface Prepared {
  /** Wall-clock seconds of each step. `catalog` is the seeding of the products added on top of the demo catalog. */
  seconds: { open: number; migrate: number; referenceData: number; demoSeed: number; catalog: number; analyze: number | null; close: number };
  /** Products after the demo seed, products the catalog seed added, products in the end. */
  demoProducts: number;
  productsAdded: number;
  products: number;
  analyzed: boolean;
  serverVersion: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (this script is run by bench/run.ts)`);
  return value;
}

async function main() {
  const kind = required('BENCH_PREPARE_KIND');
  const target = required('BENCH_PREPARE_TARGET');
  const out = required('BENCH_PREPARE_OUT');
  const wanted = Number(required('BENCH_CATALOG_PRODUCTS'));
  const analyze = process.env.BENCH_ANALYZE !== '0';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_PREPARE_KIND must be pglite or postgres, not ${kind}`);

  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const s = (now - mark) / 1000;
    mark = now;
    return s;
  };
  const database = kind === 'pglite' ? await openPglite({ dataDir: target }) : await openPostgres(target);
  const open = lap();
  await migrate(database);
  const migrateS = lap();
  await seedReferenceData(database);
  const referenceData = lap();
  await seedDemo(database);
  const demoSeed = lap();
  const [{ n }] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  const demoProducts = Number(n);
  const productsAdded = Math.max(0, wanted - demoProducts);
  const { products } = await seedDemoCatalog(database, productsAdded);
  const catalog = lap();
  let analyzeS: number | null = null;
  if (analyze) {
    // Planner statistics for the new rows, as autovacuum would gather them on a server (PGlite has no autovacuum).
    await database.exec('ANALYZE');
    analyzeS = lap();
  }
  const [version] = await database.query<{ server_version: string }>('SHOW server_version');
  lap();
  // On PGlite, close() writes a CHECKPOINT, so the server opens a clean database.
  await database.close();
  const close = lap();

  const prepared: Prepared = {
    seconds: { open, migrate: migrateS, referenceData, demoSeed, catalog, analyze: analyzeS, close },
    demoProducts,
    productsAdded,
    products,
    analyzed: analyze,
    serverVersion: version?.server_version.split(' ')[0] ?? 'unknown',
  };
  fs.writeFileSync(out, JSON.stringify(prepared));
}

main().then(() => process.exit(0)).catch((err) => {
  console.error(err);
  process.exit(1);
});
