/**
 * Several processes on one machine (issue 16): with a PostgreSQL server (DATABASE_URL), WEB_CONCURRENCY=N makes
 * `npm start` a node:cluster primary that runs N workers, each a full platform (API, pages, job worker) sharing the
 * port; the primary only watches them. On PGlite the platform stays one process (the embedded database belongs to
 * one process), and says so when WEB_CONCURRENCY asks for more. A second machine is another `npm start` on the same
 * database and bucket.
 *
 * The primary: restarts a worker that dies (after a second); on SIGTERM or SIGINT passes the signal to every worker
 * (each drains, decision 013) and exits when all have; on SIGUSR2 restarts the workers one at a time, starting the
 * new one and waiting until it listens before draining the old one, so the machine never stops serving (a deploy:
 * replace the build, then `kill -USR2 <primary pid>`).
 */
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';

export const PGLITE_ONE_PROCESS = 'the embedded database (PGlite) belongs to one process, so the platform runs as one. Set DATABASE_URL to a PostgreSQL server to run several.';

/** How many worker processes to run: WEB_CONCURRENCY (a positive integer) with a database server, otherwise one. */
export function workerCount(env: NodeJS.ProcessEnv, databaseUrl: string | null): { workers: number; note: string | null } {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return { workers: 1, note: null };
  const asked = Number(raw);
  if (!Number.isInteger(asked) || asked < 1 || asked > 64) throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (it is "${raw}").`);
  if (asked > 1 && !databaseUrl) return { workers: 1, note: `WEB_CONCURRENCY=${asked} ignored: ${PGLITE_ONE_PROCESS}` };
  return { workers: asked, note: null };
}

/** Runs `startOne` in this process, or, as a cluster primary, in `workers` worker processes. */
export async function runProcesses(workers: number, startOne: () => Promise<void>, log: (line: string) => void = (l) => console.log(l)): Promise<void> {
  if (workers <= 1 || !cluster.isPrimary) return startOne();

  let stopping = false;
  const replacing = new Set<Worker>();
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (replacing.delete(worker)) return;
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another in 1 s`);
    setTimeout(() => !stopping && fork(), 1000).unref();
  });
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  let rolling = false;
  process.on('SIGUSR2', async () => {
    if (rolling || stopping) return;
    rolling = true;
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        const fresh = fork();
        await once(fresh, 'listening');
        replacing.add(old);
        old.process.kill('SIGTERM');
        await once(old, 'exit');
        log(`rolling restart: worker ${old.process.pid} replaced by ${fresh.process.pid}`);
      }
    } finally {
      rolling = false;
    }
  });
  log(`starting ${workers} worker processes (primary ${process.pid}; kill -USR2 ${process.pid} restarts them one by one)`);
  for (let i = 0; i < workers; i++) fork();
}
