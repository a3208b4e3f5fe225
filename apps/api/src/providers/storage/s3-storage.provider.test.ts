import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageConfig } from '../../config.ts';
import { copyDiskToBucket } from './copy-to-bucket.ts';
import { DiskStorageProvider } from './disk-storage.provider.ts';
import { S3StorageProvider } from './s3-storage.provider.ts';
import { createTestApp, json, signUp, type TestApp } from '../../test-support/test-app.ts';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3.ts';

/** Uploads and signed downloads with the bytes straight to and from an S3-compatible bucket (a local s3rver). */
let s3: LocalS3;
let t: TestApp;
let seq = 0;
const mobile = () => `95${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ storage: s3.config });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

async function slot(token: string, purpose = 'document') {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads/presign', headers: { 'access-token': token }, payload: { purpose } });
  expect(res.statusCode).toBe(201);
  return json(res).entity as { uploadId: string; uploadUrl: string; completeUrl: string };
}
const complete = (token: string, url: string) => t.app.inject({ method: 'POST', url, headers: { 'access-token': token } });
const keyOf = (uploadUrl: string) => new URL(uploadUrl).pathname.replace(/^\/nirog-test\//, '');

describe('S3-compatible storage', () => {
  it('a PDF goes straight to the bucket at the pre-signed URL, is checked by the API, and is read back through a signed bucket URL', async () => {
    const { token } = await signUp(t, mobile());
    const s = await slot(token);
    expect(s.uploadUrl.startsWith(`${s3.config.endpoint}/nirog-test/document/`)).toBe(true);
    expect(s.completeUrl).toBe(`/api/v1/uploads/${s.uploadId}/complete`);
    const put = await fetch(s.uploadUrl, { method: 'PUT', body: PDF, headers: { 'content-type': 'image/png' } });
    expect(put.status).toBe(200);
    expect(s3.stored(keyOf(s.uploadUrl))?.equals(PDF)).toBe(true);

    const done = await complete(token, s.completeUrl);
    expect(done.statusCode).toBe(200);
    // The type comes from the stored bytes, not from the header the uploader sent.
    expect(json(done).entity).toEqual({ id: s.uploadId, contentType: 'application/pdf', size: PDF.length });
    // Asked again, the same answer.
    expect(json(await complete(token, s.completeUrl)).entity).toEqual(json(done).entity);

    const link = json(await t.app.inject({ method: 'GET', url: `/api/v1/uploads/${s.uploadId}/url`, headers: { 'access-token': token } })).entity;
    expect(link.url.startsWith(s3.config.endpoint)).toBe(true);
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('links made for pages (/api/files/…, as profile pictures use) redirect to a signed bucket URL; pages may show pictures from the bucket', async () => {
    const { token, user } = await signUp(t, mobile());
    const s = await slot(token, 'profile_pic');
    await fetch(s.uploadUrl, { method: 'PUT', body: PNG });
    expect((await complete(token, s.completeUrl)).statusCode).toBe(200);
    const set = await t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/profile-picture`, headers: { 'access-token': token }, payload: { uploadId: s.uploadId } });
    expect(set.statusCode).toBe(200);
    const pageLink: string = json(set).entity.profilePicUrl;
    expect(pageLink).toMatch(/^\/api\/files\//);
    const redirect = await t.app.inject({ method: 'GET', url: pageLink });
    expect(redirect.statusCode).toBe(302);
    const picture = await fetch(String(redirect.headers.location));
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    // Pages (any path outside /api) let pictures load from the bucket.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).toContain(`img-src 'self' data: blob: ${s3.config.endpoint};`);
  });

  it('a forged signature and an expired upload URL are refused by the store, and nothing is stored', async () => {
    const { token } = await signUp(t, mobile());
    const s = await slot(token);
    const forged = s.uploadUrl.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`);
    expect((await fetch(forged, { method: 'PUT', body: PDF })).status).toBe(403);
    // Signed for another key: the signature no longer holds.
    const otherKey = s.uploadUrl.replace(/\/document\/(\d+)\//, '/document/1/');
    expect((await fetch(otherKey, { method: 'PUT', body: PDF })).status).toBe(403);
    expect(s3.stored(keyOf(s.uploadUrl))).toBeNull();
    const refused = await complete(token, s.completeUrl);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message.fields.file).toBe('Upload the file first.');

    // A URL signed 16 minutes ago (valid 15) has expired.
    const later = t.clock.now;
    t.clock.now = new Date(later.getTime() - 16 * 60 * 1000);
    const old = await slot(token).finally(() => (t.clock.now = later));
    expect((await fetch(old.uploadUrl, { method: 'PUT', body: PDF })).status).toBe(403);
    expect(s3.stored(keyOf(old.uploadUrl))).toBeNull();
  });

  it('a file of the wrong type put straight to the bucket is refused and deleted; only its owner can complete it', async () => {
    const a = await signUp(t, mobile());
    const b = await signUp(t, mobile());
    const s = await slot(a.token);
    await fetch(s.uploadUrl, { method: 'PUT', body: HTML });
    expect((await complete(b.token, s.completeUrl)).statusCode).toBe(404);
    const refused = await complete(a.token, s.completeUrl);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message.fields.file).toBe('Upload a PDF, JPEG, PNG or WebP file.');
    expect(s3.stored(keyOf(s.uploadUrl))).toBeNull();
  });
});

describe('abandoned upload slots', () => {
  it('an object put in the bucket whose upload was never completed is deleted with its slot (the hourly job, once the slot is an hour past its expiry)', async () => {
    const { token } = await signUp(t, mobile());
    const s = await slot(token);
    await fetch(s.uploadUrl, { method: 'PUT', body: PDF });
    const kept = await slot(token);
    await fetch(kept.uploadUrl, { method: 'PUT', body: PDF });
    expect((await complete(token, kept.completeUrl)).statusCode).toBe(200);
    const later = t.clock.now;
    try {
      // 15 minutes of validity and not yet the hour after: kept.
      t.clock.now = new Date(later.getTime() + 70 * 60_000);
      await t.app.jobs.tick();
      expect(s3.stored(keyOf(s.uploadUrl))).not.toBeNull();
      t.clock.now = new Date(later.getTime() + 140 * 60_000);
      await t.app.jobs.tick();
      expect(s3.stored(keyOf(s.uploadUrl))).toBeNull();
      expect((await complete(token, s.completeUrl)).statusCode).toBe(404);
      // The completed upload stays, bytes and all.
      expect(s3.stored(keyOf(kept.uploadUrl))?.equals(PDF)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/uploads/${kept.uploadId}/url`, headers: { 'access-token': token } })).statusCode).toBe(200);
    } finally {
      t.clock.now = later;
    }
  });
});

describe('npm run storage:copy-to-s3', () => {
  it('copies the files on disk to the bucket under the same keys; a second run copies nothing; a changed file is copied again', async () => {
    const root = path.join(t.config.dataDir, 'copy-uploads');
    const disk = new DiskStorageProvider(root);
    await disk.put('document/7/a1', PDF);
    await disk.put('profile-pic/7/b2', PNG);
    await disk.put('invoices/2026/inv-1', Buffer.from('%PDF-invoice'));
    fs.writeFileSync(path.join(root, 'document/7/c3.123.tmp'), 'half-written');
    const bucket = new S3StorageProvider(s3.config);
    try {
      expect(await copyDiskToBucket(root, bucket)).toEqual({ copied: 3, skipped: 0 });
      expect(s3.stored('document/7/a1')?.equals(PDF)).toBe(true);
      expect(s3.stored('profile-pic/7/b2')?.equals(PNG)).toBe(true);
      expect(s3.stored('invoices/2026/inv-1')?.toString()).toBe('%PDF-invoice');
      expect(s3.stored('document/7/c3.123.tmp')).toBeNull();
      expect(await copyDiskToBucket(root, bucket)).toEqual({ copied: 0, skipped: 3 });
      await disk.put('document/7/a1', Buffer.concat([PDF, Buffer.from('more')]));
      expect(await copyDiskToBucket(root, bucket)).toEqual({ copied: 1, skipped: 2 });
      expect(s3.stored('document/7/a1')?.length).toBe(PDF.length + 4);
      // No folder yet (nothing was ever uploaded): nothing to copy.
      expect(await copyDiskToBucket(path.join(root, 'none'), bucket)).toEqual({ copied: 0, skipped: 0 });
    } finally {
      bucket.close();
    }
  });
});

describe('choosing the storage (config.ts)', () => {
  it('disk unless S3_BUCKET is set; half-set keys and unknown providers stop the start', () => {
    expect(storageConfig({})).toEqual({ provider: 'disk' });
    expect(storageConfig({ S3_BUCKET: 'files', STORAGE_PROVIDER: 'disk' })).toEqual({ provider: 'disk' });
    expect(storageConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      provider: 's3', bucket: 'files', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true,
    });
    expect(storageConfig({ S3_BUCKET: 'files', S3_REGION: 'ap-south-1' })).toMatchObject({ provider: 's3', region: 'ap-south-1', accessKeyId: null, forcePathStyle: false });
    expect(() => storageConfig({ STORAGE_PROVIDER: 's3' })).toThrow('STORAGE_PROVIDER=s3 needs S3_BUCKET');
    expect(() => storageConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k' })).toThrow('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    expect(() => storageConfig({ STORAGE_PROVIDER: 'gcs' })).toThrow('STORAGE_PROVIDER must be disk or s3');
  });
});
