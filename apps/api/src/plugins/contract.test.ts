/**
 * Decision 018, one API contract: replies are serialised by fast-json-stringify from each route's zod response schema
 * (ISO dates, no unnamed fields), the contract check turns a reply that breaks its schema into a failing 500, and the
 * OpenAPI document shows a success schema for every route of the converted domains.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '@nirog/shared/api-routes';
import { errorEnvelope, isoDateTime, okEnvelope } from '@nirog/shared/schemas/envelope';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { checkResponse, compilePendingSerialisers, contractSerializerCompiler, forgetPendingSerialisers, contractViolations, serialiserStats, type ContractTypeProvider } from './contract.ts';

/**
 * Not JSON by design, so no JSON schema: they answer bytes or a page, and the document names that content type
 * instead (`nonJsonResponse`). Exact OpenAPI paths, by content type.
 */
const NOT_JSON: Record<string, string[]> = {
  // Tax documents, my data, prescriptions, certificates and payout statements as PDF downloads.
  'application/pdf': ['/api/v1/orders/{id}/invoice', '/api/v1/credit-notes/{id}/pdf', '/api/v1/users/me/data.pdf', '/api/v3/consultations/{apptId}/prescription/pdf', '/api/v1/certificates/{publicId}/pdf', '/api/v0/payout/statements/{month}'],
  // The local test gateway stands in for Razorpay's hosted checkout: pages a person looks at.
  'text/html': ['/api/gateway/local/checkout/{gatewayOrderId}', '/api/gateway/local/checkout/{gatewayOrderId}/pay', '/api/gateway/local/checkout/{gatewayOrderId}/fail'],
  // An appointment as an iCalendar file: "Add to calendar" (decision 044).
  'text/calendar': ['/api/v3/appointments/{id}/calendar.ics'],
  // A course video's bytes, with range requests (decision 068).
  'video/mp4': ['/api/v1/learning/videos/{id}/file'],
  // The assistant's answer as it is written: server-sent events (decision 077).
  'text/event-stream': ['/api/pub/v1/assistant/ask/stream'],
};
/** Redirects, no body: the browser coming back from the gateway goes on to the order page; a medical record's file
 * opens at its signed link. */
const REDIRECTS = ['/api/v2/orders/payment/online/callback', '/api/v2/medical-records/{id}/file'];
/** WebSockets: the consultation's WebRTC signalling frames, not a reply. */
const WEBSOCKETS = ['/api/v3/consultations/{apptId}/signal'];
// The bytes behind a signed read URL: a file of whatever type was uploaded.
const FILES = '/api/files/';
// Resized product pictures (decision 034): WebP or JPEG bytes.
const IMAGES = '/api/images/';
const notJson = (path: string) => path.startsWith(FILES) || path.startsWith(IMAGES) || REDIRECTS.includes(path) || WEBSOCKETS.includes(path) || Object.values(NOT_JSON).some((paths) => paths.includes(path));

const entity = z.object({
  at: isoDateTime,
  maybe: z.number().int().nullable(),
  later: z.string().optional(),
  counts: z.record(z.string(), z.number().int()),
  either: z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b'), b: z.number() })]),
  list: z.array(z.object({ id: z.number().int(), when: isoDateTime.nullable() })),
});

async function smallApp(checkResponses: boolean, reply: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(contractSerializerCompiler);
  if (checkResponses) app.addHook('preSerialization', checkResponse);
  app.withTypeProvider<ContractTypeProvider>().get('/x', { schema: { response: { '2xx': okEnvelope(entity), '4xx': errorEnvelope, '5xx': errorEnvelope } } }, async () => reply as never);
  await app.ready();
  return app;
}

const good = {
  status: true,
  message: '',
  entity: {
    at: new Date('2025-01-02T03:04:05.000Z'),
    maybe: null,
    counts: { a: 1 },
    either: { kind: 'b', b: 2, secret: 'not named in the schema' },
    list: [{ id: 1, when: new Date('2025-01-01T00:00:00.000Z'), passwordHash: 'x' }, { id: 2, when: null }],
    token: 'leak',
  },
};

describe('serialisation from the response schema', () => {
  it('writes Dates as ISO strings, keeps nulls, omits what is undefined and drops every field the schema does not name', async () => {
    const app = await smallApp(false, good);
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: '',
      entity: {
        at: '2025-01-02T03:04:05.000Z',
        maybe: null,
        counts: { a: 1 },
        either: { kind: 'b', b: 2 },
        list: [{ id: 1, when: '2025-01-01T00:00:00.000Z' }, { id: 2, when: null }],
      },
    });
    expect(res.body).not.toContain('leak');
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('compiles a route\'s serialiser at its first reply, not when the app gets ready, and only once (decision 030)', async () => {
    const before = serialiserStats.compiled;
    const app = await smallApp(false, good);
    expect(serialiserStats.compiled).toBe(before);
    expect((await app.inject('/x')).statusCode).toBe(200);
    expect(serialiserStats.compiled).toBe(before + 1);
    expect((await app.inject('/x')).statusCode).toBe(200);
    expect(serialiserStats.compiled).toBe(before + 1);
    await app.close();
  });

  it('with the contract check on, a reply that breaks its schema answers 500 and is recorded for the test to fail', async () => {
    const app = await smallApp(true, { ...good, entity: { ...good.entity, maybe: 'seven' } });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.json().message.error).toContain('entity.maybe');
    // Taken here so that this deliberate violation does not fail the test (test-support/contract-setup.ts).
    const seen = contractViolations.splice(0);
    expect(seen).toEqual([expect.objectContaining({ route: 'GET /x', status: 200 })]);
    await app.close();
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only this app's serialisers are checked below, not those of the files that ran before in this worker.
    forgetPendingSerialisers();
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

  it('shows a success response schema for every route that answers JSON', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    const covered: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const success = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith('2'));
        const schema = success?.[1].content?.['application/json']?.schema;
        if (schema) covered.push(`${method.toUpperCase()} ${path}`);
        else if (!notJson(path)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    // Every route of API_ROUTES that the document shows has its schema there (hidden aliases are not documented).
    expect(covered.length).toBeGreaterThanOrEqual(Object.keys(API_ROUTES).length - 3);
    expect(covered).toContain('GET /api/pub/v3/products');
    expect(covered).toContain('GET /api/v1/address');
  });

  it('documents the routes that answer bytes or a page with their content type', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    for (const [type, paths] of Object.entries(NOT_JSON)) {
      for (const path of paths) {
        const [, op] = Object.entries(doc.paths[path] ?? {})[0] ?? [];
        const success = Object.entries(op?.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
        expect({ path, content: Object.keys(success?.content ?? {}) }).toEqual({ path, content: [type] });
        if (type === 'application/pdf') expect(JSON.stringify(success)).toContain('"binary"');
      }
    }
    for (const path of REDIRECTS) {
      const codes = Object.values(doc.paths[path] ?? {}).flatMap((op) => Object.keys(op.responses ?? {}));
      expect({ path, redirects: codes.some((code) => /^30[1-8]$/.test(code)) }).toEqual({ path, redirects: true });
    }
  });

  it('documents the product listing with its item fields and ISO date-times', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const ok = Object.entries(doc.paths['/api/pub/v3/products'].get.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1];
    const text = JSON.stringify(ok);
    for (const field of ['items', 'total', 'packages', 'priceType', 'bookmarked']) expect(text).toContain(`"${field}"`);
    const offers = JSON.stringify(doc.paths['/api/pub/v1/offers'].get.responses);
    expect(offers).toContain('"date-time"');
  });

  it('every route\'s response schemas compile (they are compiled at first use, so a bad one would only fail then)', () => {
    const handedOut = compilePendingSerialisers();
    // Hundreds: every route, per status class; the schemas shared by routes are compiled once.
    expect(handedOut).toBeGreaterThan(300);
    expect(compilePendingSerialisers()).toBe(0);
  });

  it('every route of API_ROUTES exists in the API (routes take their schema from it by key: responsesOf)', async () => {
    const absent = Object.keys(API_ROUTES).filter((key) => {
      const [method, path] = key.split(' ');
      return !t.app.hasRoute({ method: method as 'GET', url: `/api${path}` });
    });
    expect(absent).toEqual([]);
  });
});
