import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test-support/test-app.ts';

describe('ETags of the public API (decision 028)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a public GET carries a weak ETag, the same for every encoding, and a matching If-None-Match gets 304 without a body', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/pub/v1/codes' });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const br = await t.app.inject({ method: 'GET', url: '/api/pub/v1/codes', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const again = await t.app.inject({ method: 'GET', url: '/api/pub/v1/codes', headers: { 'if-none-match': etag, 'accept-encoding': 'br' } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({ method: 'GET', url: '/api/pub/v1/codes', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(plain.body);
  });

  it("a signed-in user's own data gets none", async () => {
    const { token } = await signUp(t, '9812345671');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { 'access-token': token } });
    expect(me.statusCode).toBe(200);
    expect(me.headers.etag).toBeUndefined();
  });
});
