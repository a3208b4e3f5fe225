/**
 * Issue 15: the API answers in the reader's language — the `lang` cookie the language switch sets — and in English
 * without it; one request's language never leaks into another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@nirog/shared/messages/en';
import { hi } from '@nirog/shared/messages/hi';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visit = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: cookie ? { cookie } : {} });

describe('the language of API messages', () => {
  it('is Hindi with lang=hi, English without it or with an unknown language', async () => {
    expect(JSON.parse((await visit('lang=hi')).body).message.error).toBe(hi['error.unauthenticated']);
    expect(JSON.parse((await visit()).body).message.error).toBe(en['error.unauthenticated']);
    expect(JSON.parse((await visit('lang=fr')).body).message.error).toBe(en['error.unauthenticated']);
    expect(hi['error.unauthenticated']).not.toBe(en['error.unauthenticated']);
  });

  it("gives a form's field errors in the reader's language (the shared schemas look their messages up when they check)", async () => {
    const send = (cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/pub/users/sendOtp/mobile', payload: { mobileNumber: '12345' }, headers: { platform: 'web', ...(cookie ? { cookie } : {}) } });
    const inHindi = JSON.parse((await send('lang=hi')).body);
    const inEnglish = JSON.parse((await send()).body);
    expect(inEnglish.message.fields.mobileNumber).toBe(en['spec.mobileRequired']);
    expect(inHindi.message.fields.mobileNumber).toBe(hi['spec.mobileRequired']);
  });

  it('stays with each request when requests in both languages run at once', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => visit(i % 2 ? 'lang=hi' : 'lang=en')));
    replies.forEach((r, i) => expect(JSON.parse(r.body).message.error).toBe(i % 2 ? hi['error.unauthenticated'] : en['error.unauthenticated']));
  });
});
