/** Where uploaded files live. The default keeps them on local disk under DATA_DIR/uploads; S3 can replace it. */
export interface StorageProvider {
  readonly name: string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
