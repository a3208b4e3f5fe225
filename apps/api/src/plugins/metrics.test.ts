import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(async () => t?.close());

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics (Prometheus)', () => {
  it('counts requests and their latency per route pattern, and shows the pool, the job queue and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    // Two different ids, one route pattern: the raw URL never becomes a label.
    for (const id of [crypto.randomUUID(), crypto.randomUUID()]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}?exp=1&sig=x` })).statusCode).toBe(403);
    }
    await t.db.database.query(`INSERT INTO jobs (name, status, attempts, max_attempts) VALUES ('test.metrics', 'failed', 1, 1), ('test.metrics', 'queued', 0, 5)`);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/health/live",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/api/files/:id",status="403"} 2');
    expect(text).not.toMatch(/route="\/api\/files\/[0-9a-f]{8}-/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health\/live",status="200"\} \d/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} 2/);
    expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain('jobs{status="failed"} 1');
    expect(text).toMatch(/jobs\{status="queued"\} [1-9]/);
    expect(text).toMatch(/job_failed_attempts \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d+/);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('does not exist without METRICS_TOKEN, and a short token stops the start', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short', PAYMENTS: 'off' })).toThrow('METRICS_TOKEN must have at least 16 characters');
  });
});
