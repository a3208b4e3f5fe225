/**
 * Copies the files kept on disk (DATA_DIR/uploads: uploads and kept PDFs) to the S3-compatible bucket under the same
 * keys, so a deployment can move from disk to a bucket without losing a file. Safe to run again: an object already in
 * the bucket with the file's size is left alone, so a second run copies nothing and an interrupted run resumes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3StorageProvider } from './s3-storage.provider.ts';

export interface CopyResult {
  copied: number;
  skipped: number;
}

async function* filesUnder(root: string, dir = root): AsyncGenerator<{ key: string; file: string; size: number }> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, file);
    // `*.tmp`: a write the disk provider had not finished (it renames when done).
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield { key: path.relative(root, file).split(path.sep).join('/'), file, size: (await fs.stat(file)).size };
  }
}

export async function copyDiskToBucket(uploadsDir: string, bucket: S3StorageProvider, log: (line: string) => void = () => {}): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0 };
  for await (const { key, file, size } of filesUnder(uploadsDir)) {
    if ((await bucket.sizeOf(key)) === size) {
      result.skipped++;
      continue;
    }
    await bucket.put(key, await fs.readFile(file));
    result.copied++;
    log(`copied ${key} (${size} bytes)`);
  }
  return result;
}
