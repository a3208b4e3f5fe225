import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageProvider } from './storage.provider.ts';

/** Files on local disk. Keys are made by the server ([a-z0-9/-] only), so a key can never leave the root. */
export class DiskStorageProvider implements StorageProvider {
  readonly name = 'disk';
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.root, key);
  }

  localPath(key: string): string {
    return this.file(key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, bytes, { mode: 0o600 });
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
