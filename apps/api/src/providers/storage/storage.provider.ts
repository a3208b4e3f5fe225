/** Where uploaded files live. The default keeps them on local disk under DATA_DIR/uploads; S3 can replace it. */
export interface StorageProvider {
  readonly name: string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The file on this machine's disk that holds a key (disk storage only): served with range requests (decision 075). */
  localPath?(key: string): string;
  /** Present when clients send and fetch bytes straight to and from the store (a bucket), not through the API. */
  readonly direct?: DirectStorage;
}

/** Pre-signed URLs to the store itself, and a look at an object a client put there. */
export interface DirectStorage {
  /** The store's origin, for the pages' Content-Security-Policy (pictures load from it). */
  readonly origin: string;
  uploadUrl(key: string, ttlSeconds: number): Promise<string>;
  downloadUrl(key: string, ttlSeconds: number, contentType: string): Promise<string>;
  /** The object's size and its first `bytes` bytes, or null when nothing is stored under the key. */
  peek(key: string, bytes: number): Promise<{ size: number; head: Buffer } | null>;
}
