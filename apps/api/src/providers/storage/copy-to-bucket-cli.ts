/** `npm run storage:copy-to-s3`: copies DATA_DIR/uploads to the bucket that S3_BUCKET (and S3_*) name; run it again at will. */
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { copyDiskToBucket } from './copy-to-bucket.ts';
import { S3StorageProvider } from './s3-storage.provider.ts';

// Copying takes no payment: no gateway settings are needed.
const config = loadConfig({ ...process.env, STORAGE_PROVIDER: 's3' }, { payments: { gateway: 'off' } });
const storage = config.storage;
if (storage.provider !== 's3') throw new Error('unreachable: STORAGE_PROVIDER=s3 was asked for');
const uploadsDir = path.join(config.dataDir, 'uploads');
const bucket = new S3StorageProvider(storage);
try {
  console.log(`Copying ${uploadsDir} to the bucket ${storage.bucket}${storage.endpoint ? ` at ${storage.endpoint}` : ''}…`);
  const { copied, skipped } = await copyDiskToBucket(uploadsDir, bucket, (line) => console.log(line));
  console.log(`Done: ${copied} copied, ${skipped} already in the bucket.`);
} finally {
  bucket.close();
}
