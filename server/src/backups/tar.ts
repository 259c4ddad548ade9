import type { Readable } from 'node:stream';

/**
 * A minimal POSIX ustar writer and a strict reader, enough for an archive of regular files: the archive is one
 * stream that `tar -tvf` can list (when not encrypted) and that this reader checks byte for byte (header
 * checksums, zero padding, the two zero blocks at the end and nothing after), so a changed byte anywhere is found.
 */

const BLOCK = 512;

export class ArchiveDamagedError extends Error {}

export interface TarEntry {
  name: string;
  size: number;
}

const writeOctal = (header: Buffer, value: number, offset: number, length: number) => {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
};

/** The 512-byte header of a regular file; names up to 255 bytes (ustar's prefix field). */
export const tarHeader = ({ name, size }: TarEntry, mtime: Date): Buffer => {
  const header = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`Name too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, 0o600, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12);
  header.write('        ', 148, 8, 'ascii');
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return header;
};

export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export const tarEnd = () => Buffer.alloc(BLOCK * 2);

const readString = (header: Buffer, offset: number, length: number) => {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

const parseHeader = (header: Buffer): TarEntry => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i];
  const recorded = parseInt(readString(header, 148, 8).trim(), 8);
  if (recorded !== sum || readString(header, 257, 6) !== 'ustar' || readString(header, 156, 1) !== '0') {
    throw new ArchiveDamagedError('The archive is damaged (an entry header does not match its checksum).');
  }
  const prefix = readString(header, 345, 155);
  const base = readString(header, 0, 100);
  return { name: prefix ? `${prefix}/${base}` : base, size: parseInt(readString(header, 124, 12), 8) };
};

/** Reads exactly-sized pieces from a byte stream. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  private ended = false;

  constructor(stream: AsyncIterable<Buffer>) {
    this.iterator = stream[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (fewer only at the end of the stream; empty when it has ended). */
  async next(max: number): Promise<Buffer> {
    while (this.length === 0 && !this.ended) {
      const { done, value } = await this.iterator.next();
      if (done) this.ended = true;
      else if (value.length > 0) {
        this.buffered.push(value);
        this.length += value.length;
      }
    }
    if (this.length === 0) return Buffer.alloc(0);
    const first = this.buffered[0];
    const piece = first.subarray(0, max);
    if (piece.length === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(piece.length);
    this.length -= piece.length;
    return piece;
  }

  async exactly(size: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    let got = 0;
    while (got < size) {
      const piece = await this.next(size - got);
      if (piece.length === 0)
        throw new ArchiveDamagedError('The archive is truncated (it ends in the middle of an entry).');
      pieces.push(piece);
      got += piece.length;
    }
    return Buffer.concat(pieces);
  }

  async atEnd() {
    const piece = await this.next(1);
    return piece.length === 0;
  }
}

/**
 * The entries of a tar stream, in order; each entry's body must be consumed (its iterator run to the end) before
 * the next entry is asked for. Throws ArchiveDamagedError on a malformed or truncated archive.
 */
export async function* readTar(
  stream: Readable | AsyncIterable<Buffer>,
): AsyncGenerator<TarEntry & { body: AsyncGenerator<Buffer> }> {
  const reader = new ByteReader(stream as AsyncIterable<Buffer>);
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) {
      const second = await reader.exactly(BLOCK);
      if (!second.every((byte) => byte === 0) || !(await reader.atEnd())) {
        throw new ArchiveDamagedError('The archive is damaged (bytes after its end).');
      }
      return;
    }
    const entry = parseHeader(header);
    let consumed = false;
    const body = async function* () {
      let left = entry.size;
      while (left > 0) {
        const piece = await reader.next(Math.min(left, 1 << 20));
        if (piece.length === 0)
          throw new ArchiveDamagedError('The archive is truncated (it ends in the middle of an entry).');
        left -= piece.length;
        yield piece;
      }
      const padding = await reader.exactly(tarPadding(entry.size).length);
      if (!padding.every((byte) => byte === 0)) throw new ArchiveDamagedError('The archive is damaged (padding).');
      consumed = true;
    };
    const generator = body();
    yield { ...entry, body: generator };
    if (!consumed) for await (const piece of generator) void piece;
  }
}
