// `npm start`: the optimised production build, built first when it is missing or older than the sources.
import { build, isStale } from './build.mjs';

process.env.NODE_ENV ??= 'production';
if (isStale()) {
  console.log('Building the platform (first start or sources changed)...');
  await build();
}
await import('../dist/server.js');
