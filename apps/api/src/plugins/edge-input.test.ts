/**
 * Issue 13, defect 3: no input makes the API fail. Every route of the OpenAPI document gets a NUL character in each
 * path, query and body value, and ids beyond PostgreSQL's integer range, as a visitor, a patient and an operator:
 * the answer is a 4xx in the envelope, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../test-support/test-app.ts';
import { makeOperator } from '../test-support/operators.ts';

let t: TestApp;
let patient: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ otpSendsPerIp: 100_000 });
  patient = (await signUp(t, '9400000001')).token;
  const op = await signUp(t, '9400000002');
  await makeOperator(t.db.database.db, op.user.id);
  operator = op.token;
});
afterAll(async () => t?.close());

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; enum?: unknown[] };
type Param = { in: string; name: string; schema?: Schema };
type Operation = { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const NUL = 'a\u0000b';
const HUGE = 99_999_999_999;

function typeOf(s: Schema | undefined): string {
  if (!s) return 'string';
  const ty = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (ty) return ty;
  const alt = s.anyOf ?? s.oneOf;
  return alt ? typeOf(alt.find((a) => a.type !== 'null') ?? alt[0]) : 'string';
}

/** A plain value for a schema: 'x' for text, 1 for numbers. */
function plain(s: Schema | undefined): unknown {
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s?.properties ?? {}).map(([k, v]) => [k, plain(v)]));
    case 'array':
      return [plain(s?.items)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return s?.enum?.[0] ?? 'x';
  }
}

/** The hostile value for one field: a NUL inside text, or a number beyond the integer range. */
const hostile = (s: Schema | undefined, bad: 'nul' | 'huge') => {
  const ty = typeOf(s);
  if (ty === 'array') return [bad === 'nul' ? NUL : HUGE];
  return bad === 'nul' ? NUL : ty === 'integer' || ty === 'number' ? HUGE : String(HUGE);
};

/** Requests with one hostile value each: in a path parameter, a query parameter or a top-level body field. */
function variants(path: string, op: Operation, bad: 'nul' | 'huge') {
  const params = op.parameters ?? [];
  const query = params.filter((p) => p.in === 'query');
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const bodyOk = schema ? (plain(schema) as Record<string, unknown>) : undefined;
  const value = bad === 'nul' ? encodeURIComponent(NUL) : String(HUGE);
  const out: Array<{ url: string; body?: unknown }> = [];
  const pathWith = (v: string) => path.replace(/\{[^}]+\}/g, v);
  // Every path parameter hostile; the others plain.
  if (path.includes('{')) out.push({ url: pathWith(value), body: bodyOk });
  const base = pathWith('1');
  for (const q of query) out.push({ url: `${base}?${q.name}=${value}`, body: bodyOk });
  for (const [key, field] of Object.entries(schema?.properties ?? {})) out.push({ url: base, body: { ...bodyOk, [key]: hostile(field, bad) } });
  if (out.length === 0) out.push({ url: base, body: bodyOk });
  return out;
}

describe('hostile values on every route (OpenAPI)', () => {
  it('NUL characters and ids beyond the integer range never give a 5xx', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let calls = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        // Logging out or deactivating would end the sessions the rest of the run uses (both take no text).
        if (path.startsWith('/api/health') || path.includes('/webhook') || path.endsWith('/logout') || path.includes('/deactivate/')) continue;
        for (const bad of ['nul', 'huge'] as const) {
          for (const v of variants(path, op, bad)) {
            for (const token of [null, patient, operator]) {
              const payload = method === 'get' || method === 'delete' || v.body === undefined ? undefined : JSON.stringify(v.body);
              const url = v.url;
              const res = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url,
                headers: { ...(token ? { 'access-token': token } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
                payload,
              });
              calls++;
              if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method.toUpperCase()} ${url} ${payload ?? ''} ${token === operator ? 'operator' : token ? 'patient' : 'visitor'}: ${res.body.slice(0, 120)}`);
              else if (String(res.headers['content-type']).startsWith('application/json')) expect(json(res).status, `${method} ${url}`).toBe(res.statusCode < 400);
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 120_000);

  it('the reported cases answer 400 in the envelope with the field named, and change nothing', async () => {
    const patient = (await signUp(t, '9400000003')).token;
    for (const url of [
      '/api/pub/v3/products?search=a%00b',
      '/api/pub/v3/products?brand=a%00b',
      '/api/pub/v3/products?brand=999999999999',
      '/api/pub/v3/products?category=a%00b',
      '/api/pub/v3/products?form=a%00b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).message.code, url).toBe('validation_failed');
    }
    const nul = await t.app.inject({ method: 'GET', url: '/api/pub/v3/products?search=a%00b' });
    expect(json(nul).message.fields).toEqual({ search: 'This text contains a character that is not allowed (NUL).' });
    const huge = await t.app.inject({ method: 'POST', url: `/api/v1/admin/nirogmoney/${(await signUp(t, '9400000004')).user.id}/adjust`, headers: { 'access-token': operator }, payload: { amountPaise: 99_999_999_999, description: 'Far too much' } });
    expect(huge.statusCode).toBe(400);
    const addr = await t.app.inject({ method: 'GET', url: '/api/v0/address/99999999999', headers: { 'access-token': patient } });
    expect([400, 404]).toContain(addr.statusCode);
    // Operator text: the nirog money adjustment with a NUL in its note is refused, and no money moves.
    const me = json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': patient } })).entity.user;
    const balance = async () => json(await t.app.inject({ method: 'GET', url: '/api/v1/nirogmoney', headers: { 'access-token': patient } })).entity;
    const before = await balance();
    const adjust = await t.app.inject({ method: 'POST', url: `/api/v1/admin/nirogmoney/${me.id}/adjust`, headers: { 'access-token': operator }, payload: { amountPaise: 100, description: 'Goodwill\u0000credit' } });
    expect(json(adjust).message.fields).toEqual({ description: 'This text contains a character that is not allowed (NUL).' });
    expect(adjust.statusCode).toBe(400);
    expect(await balance()).toEqual(before);
  });
});
