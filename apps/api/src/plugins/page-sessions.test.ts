/**
 * Decision 029: the API calls one page makes in-process share one session lookup. Probed by ending the session behind
 * the memo's back (as a logout in another process would): a read that looked the session up again would get 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../test-support/test-app.ts';
import { sessions } from '../modules/identity/identity.tables.ts';
import { hashToken } from '../modules/identity/session.service.ts';
import { pageSessionMemo } from './auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const mobile = () => `97${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
const endSession = (token: string) => t.db.database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

describe('one session lookup per page request (decision 029)', () => {
  it("a page's reads look the session up once: later reads in the page reuse it, other requests do not", async () => {
    const { token } = await signUp(t, mobile());
    const headers = { 'access-token': token };
    const page = pageSessionMemo();
    const me = () => page.run(() => t.app.inject({ url: '/api/v1/users/me', headers }));

    expect((await me()).statusCode).toBe(200);
    await endSession(token);
    // The page's next reads use the lookup its first read made.
    expect((await me()).statusCode).toBe(200);
    expect((await page.run(() => t.app.inject({ url: '/api/v1/address', headers }))).statusCode).toBe(200);
    // Outside the page (another page, an API client), the session is looked up and is gone.
    expect((await t.app.inject({ url: '/api/v1/users/me', headers })).statusCode).toBe(401);
    expect((await pageSessionMemo().run(() => t.app.inject({ url: '/api/v1/users/me', headers }))).statusCode).toBe(401);
  });

  it('a write looks the session up afresh, and the reads after it see what it found', async () => {
    const { token } = await signUp(t, mobile());
    const headers = { 'access-token': token };
    const page = pageSessionMemo();
    expect((await page.run(() => t.app.inject({ url: '/api/v1/users/me', headers }))).statusCode).toBe(200);
    await endSession(token);
    expect((await page.run(() => t.app.inject({ method: 'POST', url: '/api/v2/cart/bulk', headers, payload: {} }))).statusCode).toBe(401);
    expect((await page.run(() => t.app.inject({ url: '/api/v1/users/me', headers }))).statusCode).toBe(401);
  });

  it('two calls of a page made at once share the one lookup', async () => {
    const { token } = await signUp(t, mobile());
    const headers = { 'access-token': token };
    const page = pageSessionMemo();
    const [a, b] = await Promise.all([
      page.run(() => t.app.inject({ url: '/api/v1/users/me', headers })),
      page.run(() => t.app.inject({ url: '/api/v1/address', headers })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await endSession(token);
    expect((await page.run(() => t.app.inject({ url: '/api/v1/users/me', headers }))).statusCode).toBe(200);
  });
});
