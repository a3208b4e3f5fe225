/**
 * Part of `npm run bench` (decision 018): JSON serialisation of a real API reply, before and after the contract.
 * Builds the API in process on a fresh embedded database with the demo catalog, takes the reply of
 * GET /api/pub/v3/products?limit=100 and serialises that same object with
 *   - before: the zod type provider's serializer (zod encode of the response schema, then JSON.stringify),
 *   - after:  fast-json-stringify compiled from the schema's JSON Schema (what the API uses now),
 *   - and bare JSON.stringify (no schema at all) for reference;
 * then load-tests the route itself over HTTP with autocannon. Reports figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { okEnvelope } from '@nirog/shared/schemas/envelope';
import { API_ROUTES } from '@nirog/shared/api-routes';
import { loadConfig } from '@nirog/api/config';
import { contractSerializerCompiler } from '@nirog/api/plugins/contract';
import { createPlatform } from '../platform.ts';

const ROUTE = '/api/pub/v3/products?limit=100';
const ITERATIONS = Number(process.env.BENCH_SERIALISE_ITERATIONS) || 3000;
const DURATION_S = Number(process.env.BENCH_DURATION) || 8;

function time(name: string, fn: () => string) {
  for (let i = 0; i < 200; i++) fn(); // warm-up (JIT)
  const bytes = fn().length;
  const start = performance.now();
  for (let i = 0; i < ITERATIONS; i++) fn();
  const ms = performance.now() - start;
  const perSecond = Math.round((ITERATIONS / ms) * 1000);
  return { name, perSecond, microsPerReply: Math.round((ms / ITERATIONS) * 1000), mbPerSecond: Math.round(((bytes * perSecond) / 1e6) * 10) / 10, bytes };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-bench-serialise-'));
  const config = loadConfig({ NODE_ENV: 'production', DEMO: '1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0' });
  const platform = await createPlatform(config, { web: false });
  try {
    const res = await platform.app.inject(ROUTE);
    if (res.statusCode !== 200) throw new Error(`${ROUTE} answered ${res.statusCode}`);
    const reply = res.json() as { entity: { items: unknown[] } };
    const schema = okEnvelope(API_ROUTES['GET /pub/v3/products']);
    const compile = { method: 'GET', url: ROUTE, httpStatus: '200' };
    const zodSerialise = createSerializerCompiler({})({ schema, ...compile });
    const fjsSerialise = contractSerializerCompiler({ schema, ...compile }) as (data: unknown) => string;

    const rows = [
      time('before: zod encode + JSON.stringify', () => zodSerialise(reply)),
      time('after: fast-json-stringify (JSON Schema)', () => fjsSerialise(reply)),
      time('reference: bare JSON.stringify', () => JSON.stringify(reply)),
    ];
    console.log(`\nSerialising the reply of GET ${ROUTE} (${reply.entity.items.length} products, ${rows[0].bytes} bytes), ${ITERATIONS} times each:`);
    console.table(rows.map((r) => ({ serialiser: r.name, 'replies/s': r.perSecond, 'µs/reply': r.microsPerReply, 'MB/s': r.mbPerSecond })));
    console.log(`after / before: ${(rows[1].perSecond / rows[0].perSecond).toFixed(2)}x`);

    await platform.app.listen({ host: '127.0.0.1', port: 0 });
    const address = platform.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const result = await autocannon({ url: `http://127.0.0.1:${port}${ROUTE}`, connections: 10, duration: DURATION_S });
    console.log(
      `\nautocannon GET ${ROUTE} (10 connections, ${DURATION_S} s, in-process server): ${Math.round(result.requests.average)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.throughput.average / 1e5) / 10} MB/s, non-2xx ${result.non2xx}`,
    );
    const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'results', 'serialisation.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify({ route: ROUTE, iterations: ITERATIONS, serialisers: rows, autocannon: { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 } }, null, 2));
  } finally {
    await platform.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
