/** Starts the platform: `npm start` runs the bundled build of this file (dist/server.js), `npm run dev` runs it with tsx. */
import path from 'node:path';
import { loadConfig } from '@nirog/api/config';
import { createPlatform } from './platform.ts';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const platform = await createPlatform(config);
  const { app } = platform;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, 15_000);
      force.unref();
      platform.stop().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const db = platform.database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL server (DATABASE_URL)';
  const modeLine = config.demo
    ? `DEMO mode: demo accounts log in with OTP 123456; outgoing SMS and emails are copied to ${path.join(config.dataDir, 'outbox.jsonl')}`
    : 'Live mode (DEMO=0): no demo data, no fixed OTPs, no outbox file';
  console.log(`\n  Nirog is running at ${url}\n  ${config.nodeEnv} build on ${db}\n  ${modeLine}\n  Ready in ${Date.now() - started} ms\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
