import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { S3Config } from '../config.js';
import type { ByteRange, Storage } from './storage-interface.js';
import { mediaStoreError } from './store-errors.js';

// The interface has its own module so that the stores implement it without importing this one (no circle).
export type { ByteRange, Storage };

export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid media key ${key}`);
    return resolved;
  }

  /**
   * Written beside the target and renamed, so a reader never sees half a file; a write that fails (a full disk)
   * removes its part and answers 507 or 503 (mediaStoreError).
   */
  protected async write(key: string, writeTo: (temp: string) => Promise<void>) {
    const target = this.pathOf(key);
    const temp = `${target}.${randomUUID()}.part`;
    try {
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await writeTo(temp);
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true }).catch(() => undefined);
      throw mediaStoreError(error);
    }
  }

  async put(key: string, body: Buffer) {
    await this.write(key, (temp) => fsp.writeFile(temp, body));
  }

  async putFile(key: string, filePath: string) {
    await this.write(key, (temp) => fsp.copyFile(filePath, temp));
  }

  async size(key: string) {
    try {
      return (await fsp.stat(this.pathOf(key))).size;
    } catch {
      return undefined;
    }
  }

  async read(key: string, range?: ByteRange) {
    return fs.createReadStream(this.pathOf(key), range);
  }

  async delete(key: string) {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async *list() {
    const entries = await fsp.readdir(this.root, { withFileTypes: true, recursive: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      // Files still being written (see put) are not stored yet.
      if (!entry.isFile() || entry.name.endsWith('.part')) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const size = await this.size(key);
      if (size !== undefined) yield { key, size };
    }
  }

  directUrl() {
    return undefined;
  }
}

/** The AWS SDK (about 0.2 s and 23 MB to load) is loaded only when media go to a bucket. */
export const createStorage = async (options: { dataDir: string; s3?: S3Config }): Promise<Storage> =>
  options.s3
    ? new (await import('./s3-storage.js')).S3Storage(options.s3)
    : new DiskStorage(path.join(options.dataDir, 'media'));
