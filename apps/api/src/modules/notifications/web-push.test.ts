/**
 * Web push end to end (issue 21 part 1): a browser's subscription is kept, a notification is encrypted for it and
 * posted with a VAPID signature to its push service, here a loopback HTTPS server that decrypts it as a browser would
 * (RFC 8291 aes128gcm) and checks the signature's key is the one the site serves. A subscription the push service has
 * forgotten (410) is dropped; an address that is not a push service is refused.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTIFY_MODULE } from '@nirog/shared/notifications';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { call, makePatient, type Actor } from '../care/care-test-kit.ts';
import { notificationDeliveries, pushSubscriptions } from './notifications.tables.ts';

// The encryption library web-push itself uses, here on the receiving side.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt: (body: Buffer, params: Record<string, unknown>) => Buffer };

let t: TestApp;
let asha: Actor;
let server: https.Server;
let base = '';
const received: Array<{ path: string; auth: string; ttl: string; encoding: string; body: Buffer }> = [];

/** The browser's side of a subscription: its ECDH key pair and auth secret. */
const browserKeys = crypto.createECDH('prime256v1');
browserKeys.generateKeys();
const authSecret = crypto.randomBytes(16);
const b64url = (b: Buffer) => b.toString('base64url');

/** Push services speak HTTPS only: a certificate for 127.0.0.1, trusted by this test process alone. */
function loopbackCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const pair = { key: fs.readFileSync(`${dir}/key.pem`), cert: fs.readFileSync(`${dir}/cert.pem`) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

beforeAll(async () => {
  const tls = loopbackCertificate();
  https.globalAgent.options.ca = tls.cert;
  server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: String(req.headers.authorization ?? ''), ttl: String(req.headers.ttl ?? ''), encoding: String(req.headers['content-encoding'] ?? ''), body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  t = await createTestApp({ otpSendsPerIp: 10_000, webPush: { enabled: true, publicKey: null, privateKey: null, subject: 'mailto:ops@example.in', extraHosts: ['127.0.0.1'] } });
  asha = await makePatient(t, '9844500001', 'Asha Rao');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

const subscribe = (endpoint: string) => call(t, asha, 'POST', '/api/v1/notification/push-subscriptions', { endpoint, keys: { p256dh: b64url(browserKeys.getPublicKey()), auth: b64url(authSecret) } });

describe('web push to a loopback push service', () => {
  it('serves the public VAPID key only, and refuses a subscription at an address that is no push service', async () => {
    const key = await call(t, null, 'GET', '/api/pub/v1/notification/push-key');
    expect(key.status).toBe(200);
    expect(Object.keys(key.body.entity)).toEqual(['publicKey']);
    expect(Buffer.from(key.body.entity.publicKey, 'base64url')).toHaveLength(65);
    const bad = await call(t, asha, 'POST', '/api/v1/notification/push-subscriptions', { endpoint: 'http://169.254.169.254/latest', keys: { p256dh: b64url(browserKeys.getPublicKey()), auth: b64url(authSecret) } });
    expect(bad.status).toBe(400);
    expect(bad.body.message.fields.endpoint).toBe('This browser gave an invalid push address.');
    expect(await t.db.database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('a notification reaches the subscribed browser once, encrypted for it and signed with the served key', async () => {
    expect((await subscribe(`${base}/push/asha`)).status).toBe(201);
    const publicKey = (await call(t, null, 'GET', '/api/pub/v1/notification/push-key')).body.entity.publicKey as string;
    const input = { userId: asha.id, module: NOTIFY_MODULE.d2cOrders, kind: 'orderShipped', params: { orderNumber: 'NRG-7', courier: 'Delhivery', awb: 'AWB7', trackPath: '/myorders/h7' }, link: '/myorders/h7', key: 'push-test:1' };
    await t.app.notify(input);
    await t.app.notify(input);
    await t.app.jobs.tick();
    const pushes = received.filter((r) => r.path === '/push/asha');
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.encoding).toBe('aes128gcm');
    expect(Number(push!.ttl)).toBeGreaterThan(0);
    // "vapid t=<JWT signed by the private key>, k=<the public key the site serves>".
    const [, jwt, k] = push!.auth.match(/^vapid t=([^,]+), k=(.+)$/)!;
    expect(k).toBe(publicKey);
    const [h, p, sig] = jwt!.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    expect(claims).toMatchObject({ aud: base, sub: 'mailto:ops@example.in' });
    const verifier = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(Buffer.from(publicKey, 'base64url').subarray(1, 33)), y: b64url(Buffer.from(publicKey, 'base64url').subarray(33)) }, format: 'jwk' });
    expect(crypto.verify('sha256', Buffer.from(`${h}.${p}`), { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'))).toBe(true);
    const clear = JSON.parse(ece.decrypt(push!.body, { version: 'aes128gcm', privateKey: browserKeys, authSecret: b64url(authSecret) }).toString('utf8'));
    expect(clear).toEqual({ title: 'Order shipped', body: 'Your order NRG-7 has shipped with Delhivery (AWB AWB7).', url: '/myorders/h7', tag: expect.stringMatching(/^n\d+$/) });
  });

  it('a subscription the push service no longer knows (410) is forgotten', async () => {
    expect((await subscribe(`${base}/gone/1`)).status).toBe(201);
    await t.app.notify({ userId: asha.id, module: NOTIFY_MODULE.d2cOrders, kind: 'orderDelivered', params: { orderNumber: 'NRG-7' }, key: 'push-test:2' });
    const subs = await t.db.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, asha.id));
    expect(subs.map((s) => s.endpoint)).toEqual([`${base}/push/asha`]);
    const pushed = await t.db.database.db.select({ status: notificationDeliveries.status }).from(notificationDeliveries).where(eq(notificationDeliveries.channel, 'push'));
    expect(pushed.map((d) => d.status)).toEqual(['sent', 'sent']);
  });

  it('push switched off for a module sends nothing there', async () => {
    await call(t, asha, 'PUT', '/api/v1/notification/preferences', { preferences: [{ module: 11, channel: 'push', enabled: false }] });
    const before = received.length;
    await t.app.notify({ userId: asha.id, module: NOTIFY_MODULE.d2cOrders, kind: 'orderDelivered', params: { orderNumber: 'NRG-8' }, key: 'push-test:3' });
    await t.app.jobs.tick();
    expect(received.length).toBe(before);
  });
});
