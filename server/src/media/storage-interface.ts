import type { Readable } from 'node:stream';

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
  /** Every stored file, in no particular order (backups). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** A URL the browser can load directly, when the store serves files itself (a bucket behind a CDN). */
  directUrl(key: string): string | undefined;
}
