/** Starts the platform: `npm start` runs the bundled build of this file (dist/server.js), `npm run dev` runs it with tsx. */
import cluster from 'node:cluster';
import path from 'node:path';
import { loadConfig, startupWarnings, type Config } from '@nirog/api/config';
import { createPlatform, installShutdown, startupBreakdown } from './platform.ts';
import { runProcesses, workerCount } from './processes.ts';

async function startOne(config: Config) {
  // Since the process started: Node itself and loading this bundle's modules.
  const modulesMs = Math.round(performance.now());
  const platform = await createPlatform(config);
  const { app } = platform;
  installShutdown(platform, { drainMs: config.drainMs });
  const listenAt = performance.now();
  await app.listen({ port: config.port, host: config.host });
  const timings = { modulesMs, ...platform.startup, listenMs: Math.round(performance.now() - listenAt) };
  const breakdown = `${startupBreakdown(timings)}; ${timings.migrated ? 'migrated' : 'no migration pending'}, ${timings.referenceSeeded || timings.demoSeeded ? 'seeded' : 'seeds unchanged'}`;
  app.log.info({ startup: timings }, `ready in ${Math.round(performance.now())} ms since the process started (${breakdown})`);
  // In a cluster the first worker prints the banner, the others (and replacements) one line each.
  if (!cluster.isPrimary && cluster.worker?.id !== 1) return console.log(`  worker ${process.pid} ready in ${Math.round(performance.now())} ms (${breakdown})`);
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const db = platform.database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL server (DATABASE_URL)';
  const modeLine = config.demo
    ? `DEMO mode: demo accounts log in with OTP 123456; outgoing SMS and emails are copied to ${path.join(config.dataDir, 'outbox.jsonl')}`
    : 'Live mode (DEMO=0): no demo data, no fixed OTPs, no outbox file';
  const payments = { razorpay: 'Online payments: Razorpay', local: 'Online payments: LOCAL TEST GATEWAY (no money moves)', off: 'Online payments: off (PAYMENTS=off)' }[config.payments.gateway];
  console.log(`\n  Nirog is running at ${url}\n  ${config.nodeEnv} build on ${db}\n  ${modeLine}\n  ${payments}\n  Ready in ${Math.round(performance.now())} ms since the process started (${breakdown})\n`);
  for (const warning of startupWarnings(config)) console.warn(`  !!! ${warning}\n`);
}

async function main() {
  const config = loadConfig();
  const { workers, note } = workerCount(process.env, config.databaseUrl);
  if (note) console.warn(`  ${note}`);
  await runProcesses(workers, () => startOne(config));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
