/**
 * A platform process for the process tests (platform.processes.postgres.test.ts): what server.ts starts, API only
 * (the pages need a build), with WEB_CONCURRENCY honoured the same way. Prints `listening <port>` once it serves.
 */
import cluster from 'node:cluster';
import { loadConfig } from '../config.ts';
import { createPlatform, installShutdown } from '../../../../platform.ts';
import { runProcesses, workerCount } from '../../../../processes.ts';

const config = loadConfig();
const { workers, note } = workerCount(process.env, config.databaseUrl);
if (note) console.log(note);
await runProcesses(workers, async () => {
  const platform = await createPlatform(config, { web: false });
  installShutdown(platform, { drainMs: config.drainMs });
  await platform.app.listen({ port: config.port, host: '127.0.0.1' });
  const { port } = platform.app.server.address() as { port: number };
  console.log(`listening ${port} pid ${process.pid}${cluster.isPrimary ? '' : ' worker'}`);
});
