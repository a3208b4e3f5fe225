import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config.ts';
import type { DirectStorage, StorageProvider } from './storage.provider.ts';

type S3Config = Extract<StorageConfig, { provider: 's3' }>;

const missing = (err: unknown) =>
  err instanceof NoSuchKey || err instanceof NotFound || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the official AWS SDK v3. Clients PUT and GET
 * the bytes at pre-signed URLs straight to the bucket, so every process and machine sees the same files and none of
 * them carries the bytes. `now` signs URLs at the platform's clock (tests move it).
 */
export class S3StorageProvider implements StorageProvider, DirectStorage {
  readonly name = 's3';
  readonly direct: DirectStorage = this;
  readonly origin: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config, private readonly now: () => Date = () => new Date()) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // The SDK's default trailing CRC32 checksums are not understood by every S3-compatible store (nor by pre-signed
      // PUTs from plain clients); checksums only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.origin = config.endpoint
      ? config.forcePathStyle ? new URL(config.endpoint).origin : `${new URL(config.endpoint).protocol}//${config.bucket}.${new URL(config.endpoint).host}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  uploadUrl(key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: ttlSeconds, signingDate: this.now() });
  }

  downloadUrl(key: string, ttlSeconds: number, contentType: string): Promise<string> {
    // The type we read from the bytes, whatever the uploader claimed; shown in the browser, never a download prompt.
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentType: contentType, ResponseContentDisposition: 'inline' });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds, signingDate: this.now() });
  }

  async peek(key: string, bytes: number): Promise<{ size: number; head: Buffer } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      if (size === 0) return { size, head: Buffer.alloc(0) };
      const part = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
      return { size, head: Buffer.from(await part.Body!.transformToByteArray()).subarray(0, bytes) };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  /** The size of the object under the key, or null when there is none (the copy command skips what is there). */
  async sizeOf(key: string): Promise<number | null> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength ?? 0;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
