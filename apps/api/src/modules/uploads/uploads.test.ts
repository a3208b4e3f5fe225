import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let seq = 0;
const mobile = () => `96${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

async function presign(token: string, purpose = 'document') {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads/presign', headers: { 'access-token': token }, payload: { purpose, fileName: '../../etc/passwd.pdf' } });
  expect(res.statusCode).toBe(201);
  return json(res).entity as { uploadId: string; uploadUrl: string; maxBytes: number };
}
const put = (url: string, bytes: Buffer, type = 'application/octet-stream') =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload: bytes });

describe('uploads through pre-signed URLs', () => {
  it('stores a PDF under a server-made name; the owner reads it back through a signed, expiring URL', async () => {
    const { token } = await signUp(t, mobile());
    const slot = await presign(token);
    expect(slot.uploadUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=/);
    const stored = await put(slot.uploadUrl, PDF, 'image/png');
    expect(stored.statusCode).toBe(200);
    // The type comes from the bytes, not from the header.
    expect(json(stored).entity).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    const link = await t.app.inject({ method: 'GET', url: `/api/v1/uploads/${slot.uploadId}/url`, headers: { 'access-token': token } });
    const file = await t.app.inject({ method: 'GET', url: json(link).entity.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Used twice: a slot takes one file.
    expect((await put(slot.uploadUrl, PDF)).statusCode).toBe(404);
  });

  it('refuses files that are not PDF, JPEG, PNG or WebP, and files over 5 MB', async () => {
    const { token } = await signUp(t, mobile());
    const slot = await presign(token);
    const html = await put(slot.uploadUrl, HTML, 'application/pdf');
    expect(html.statusCode).toBe(400);
    expect(json(html).message.fields.file).toBe('Upload a PDF, JPEG, PNG or WebP file.');
    const big = await put(slot.uploadUrl, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect([400, 413]).toContain(big.statusCode);
    const pic = await presign(token, 'profile_pic');
    expect((await put(pic.uploadUrl, PDF)).statusCode).toBe(400);
    expect((await put(pic.uploadUrl, PNG)).statusCode).toBe(200);
  });

  it('a forged or expired signature is refused', async () => {
    const { token } = await signUp(t, mobile());
    const slot = await presign(token);
    const forged = slot.uploadUrl.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await put(forged, PDF)).statusCode).toBe(403);
    const later = t.clock.now;
    t.clock.now = new Date(later.getTime() + 16 * 60 * 1000);
    try {
      const res = await put(slot.uploadUrl, PDF);
      expect(res.statusCode).toBe(403);
      expect(json(res).message.error).toBe('This link has expired.');
    } finally {
      t.clock.now = later;
    }
  });

  it("another user can never fetch someone's document", async () => {
    const a = await signUp(t, mobile());
    const b = await signUp(t, mobile());
    const slot = await presign(a.token);
    await put(slot.uploadUrl, PDF);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/uploads/${slot.uploadId}/url`, headers: { 'access-token': b.token } });
    expect(res.statusCode).toBe(404);
    const guess = await t.app.inject({ method: 'GET', url: `/api/files/${slot.uploadId}?exp=9999999999&sig=x` });
    expect(guess.statusCode).toBe(403);
  });
});
