/**
 * Prometheus metrics at GET /api/metrics (prom-client): requests and their latency per route pattern (never the raw
 * URL, so ids do not multiply series), the database pool, the job queue's depth and failures, and the process's own
 * (memory, CPU, event-loop lag, from prom-client's defaults). Each process has its own registry and answers for
 * itself: scrape every process (its own address), not the load balancer. A page's own API calls (in-process, decision
 * 001) count under their API routes as well as the page under `pages`. Only with METRICS_TOKEN set, and then only
 * for `Authorization: Bearer <token>`; without a token the endpoint does not exist (404), a wrong one gets 401.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { PUBLIC_ROUTE } from './auth.ts';
import { errorBody } from './errors.ts';

export const METRICS_TOKEN_MIN_LENGTH = 16;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer (.+)$/)?.[1];
  if (!given) return false;
  // Hashes of equal length, so the comparison takes the same time whatever was sent.
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registerMetrics(app: FastifyInstance, deps: { token: string; database: Database; jobs: JobQueue }) {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames, registers: [register] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process: the pool limit (max), open (total), idle, and requests waiting for one (waiting)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const pool = deps.database.pool();
      for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Background jobs in the queue (shared by all processes) by status: queued is the depth, failed awaits an operator',
    labelNames: ['status'],
    registers: [register],
    async collect() {
      const { byStatus } = await deps.jobs.stats();
      for (const [status, n] of Object.entries(byStatus)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'job_failed_attempts',
    help: 'Job attempts that failed in this process since it started (retried or failed for good)',
    registers: [register],
    async collect() {
      this.set((await deps.jobs.stats()).failedAttempts);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The pattern of the matched route (/api/v3/order/:hashedId/track); pages and unknown paths share one label each.
    const pattern = request.routeOptions.url;
    const route = pattern === undefined ? 'unmatched' : pattern === '*' || pattern === '/*' ? 'pages' : pattern;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/api/metrics', { config: PUBLIC_ROUTE, schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, deps.token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(errorBody('unauthenticated', 'A metrics token is needed.'));
    }
    return reply.type(register.contentType).send(await register.metrics());
  });
}
