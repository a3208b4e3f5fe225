/**
 * A local S3-compatible server for tests: s3rver in this process on a loopback port, with one bucket. s3rver checks
 * the expiry of pre-signed URLs but not their SigV4 signatures, so a small step in front of it checks them the way
 * S3 does (computed here from the AWS specification, not by the SDK under test): a forged signature gets 403.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config.ts';

const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

export interface LocalS3 {
  config: Extract<StorageConfig, { provider: 's3' }>;
  /** Bytes stored under a key, read from s3rver's folder (not through S3), or null. */
  stored(key: string): Buffer | null;
  close(): Promise<void>;
}

const hex = (data: string) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Whether a query-signed (pre-signed) request carries the signature S3 would compute for it. */
function presignedSignatureHolds(method: string, rawUrl: string, headers: Record<string, string | string[] | undefined>): boolean {
  const url = new URL(rawUrl, 'http://local');
  const given = url.searchParams.get('X-Amz-Signature');
  const credential = url.searchParams.get('X-Amz-Credential')?.split('/');
  const amzDate = url.searchParams.get('X-Amz-Date');
  if (!given || !credential || credential.length !== 5 || !amzDate) return false;
  const [keyId, date, region, service] = credential;
  if (keyId !== KEY_ID) return false;
  const query = [...url.searchParams.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? '';
  const canonicalHeaders = signedHeaders.split(';').map((h) => `${h}:${String(headers[h] ?? '').trim()}\n`).join('');
  const canonical = [method, url.pathname, query, canonicalHeaders, signedHeaders, url.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date), region), service), 'aws4_request');
  const expected = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return expected.length === given.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

export async function startLocalS3(bucket = 'nirog-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'nirog-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  server.middleware.unshift(async (ctx, next) => {
    if (ctx.url.includes('X-Amz-Signature=') && !presignedSignatureHolds(ctx.method, ctx.url, ctx.headers)) {
      ctx.status = 403;
      ctx.body = '<Error><Code>SignatureDoesNotMatch</Code></Error>';
      return;
    }
    await next();
  });
  const { port } = await server.run();
  return {
    config: { provider: 's3', bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: KEY_ID, secretAccessKey: SECRET, forcePathStyle: true },
    stored(key) {
      // s3rver keeps an object's bytes at <directory>/<bucket>/<key>._S3rver_object
      const file = path.join(directory, bucket, `${key}._S3rver_object`);
      return fs.existsSync(file) ? fs.readFileSync(file) : null;
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
