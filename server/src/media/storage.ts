import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config.js';

export interface ByteRange {
  start: number;
  end: number;
}

/** Where uploaded media live: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  size(key: string): Promise<number | undefined>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** A URL the browser can load directly, when the store serves files itself (a bucket behind a CDN). */
  directUrl(key: string): string | undefined;
}

export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid media key ${key}`);
    return resolved;
  }

  /** Written beside the target and renamed, so a reader never sees half a file. */
  async put(key: string, body: Buffer) {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    await fsp.writeFile(temp, body);
    await fsp.rename(temp, target);
  }

  async putFile(key: string, filePath: string) {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    await fsp.copyFile(filePath, temp);
    await fsp.rename(temp, target);
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

  directUrl() {
    return undefined;
  }
}

/** The AWS SDK (about 0.2 s and 23 MB to load) is loaded only when media go to a bucket. */
export const createStorage = async (options: { dataDir: string; s3?: S3Config }): Promise<Storage> =>
  options.s3
    ? new (await import('./s3-storage.js')).S3Storage(options.s3)
    : new DiskStorage(path.join(options.dataDir, 'media'));
