// `npm start`: the optimised production build, built first when it is missing or older than the sources.
import cluster from 'node:cluster';
import { build, isStale } from './build.mjs';

process.env.NODE_ENV ??= 'production';
// Workers (WEB_CONCURRENCY) run this file too: only the primary builds, before it starts them.
if (cluster.isPrimary && isStale()) {
  console.log('Building the platform (first start or sources changed)...');
  await build();
}
await import('../dist/server.js');
