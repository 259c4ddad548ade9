import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt as scryptCallback } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import { ArchiveDamagedError } from './tar.js';

/**
 * An encrypted archive: MAGIC, a random salt, a key check, then the archive in chunks of CHUNK bytes, each sealed
 * with AES-256-GCM under a key derived from BACKUP_PASSPHRASE with scrypt. Each chunk's nonce is its index and its
 * additional data its index and whether it is the last, so a chunk moved, dropped or cut off at the end fails to
 * open; the salt makes the key (and so the nonces) unique to each archive.
 */
export const MAGIC = Buffer.from('NRBKENC1');
const SALT_BYTES = 16;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const CHUNK = 64 * 1024;
export const HEADER_BYTES = MAGIC.length + SALT_BYTES + CHECK_BYTES;

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

const deriveKey = (passphrase: string, salt: Buffer) =>
  scrypt(passphrase, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });

/** Tells a wrong passphrase from a damaged archive without revealing anything about the key. */
const keyCheck = (key: Buffer) =>
  createHash('sha256').update(key).update('newsroom-backup-key-check').digest().subarray(0, CHECK_BYTES);

const nonceOf = (index: number) => {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 4);
  return nonce;
};

const aadOf = (index: number, final: boolean) => {
  const aad = Buffer.alloc(9);
  aad.writeBigUInt64BE(BigInt(index), 0);
  aad[8] = final ? 1 : 0;
  return aad;
};

export class WrongPassphraseError extends Error {}

export const encryptingStream = async (passphrase: string): Promise<Transform> => {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(passphrase, salt);
  let index = 0;
  let pending: Buffer[] = [];
  let pendingLength = 0;
  const seal = (plain: Buffer, final: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonceOf(index));
    cipher.setAAD(aadOf(index, final));
    index += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let headerSent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!headerSent) {
        this.push(Buffer.concat([MAGIC, salt, keyCheck(key)]));
        headerSent = true;
      }
      pending.push(chunk);
      pendingLength += chunk.length;
      // A chunk is sealed as not-last only once bytes after it are known to follow.
      if (pendingLength > CHUNK) {
        let all = Buffer.concat(pending);
        while (all.length > CHUNK) {
          this.push(seal(all.subarray(0, CHUNK), false));
          all = all.subarray(CHUNK);
        }
        pending = [all];
        pendingLength = all.length;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      if (!headerSent) this.push(Buffer.concat([MAGIC, salt, keyCheck(key)]));
      this.push(seal(Buffer.concat(pending), true));
      callback();
    },
  });
};

/** True when the file starts as an encrypted archive. */
export const isEncrypted = (start: Buffer) => start.subarray(0, MAGIC.length).equals(MAGIC);

export const decryptingStream = (passphrase: string): Transform => {
  let key: Buffer | undefined;
  let header: Buffer = Buffer.alloc(0);
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  const open = (sealed: Buffer, final: boolean) => {
    if (sealed.length < TAG_BYTES) throw new ArchiveDamagedError('The archive is truncated.');
    const decipher = createDecipheriv('aes-256-gcm', key!, nonceOf(index));
    decipher.setAAD(aadOf(index, final));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    index += 1;
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new ArchiveDamagedError(
        final
          ? 'The archive is damaged or truncated (its last part does not authenticate).'
          : 'The archive is damaged (a part does not authenticate).',
      );
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      void (async () => {
        if (!key) {
          header = Buffer.concat([header, chunk]);
          if (header.length < HEADER_BYTES) return;
          if (!isEncrypted(header)) throw new ArchiveDamagedError('The archive is not an encrypted backup.');
          const derived = await deriveKey(passphrase, header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES));
          if (!keyCheck(derived).equals(header.subarray(MAGIC.length + SALT_BYTES, HEADER_BYTES))) {
            throw new WrongPassphraseError('The passphrase does not open this archive (BACKUP_PASSPHRASE is wrong).');
          }
          key = derived;
          chunk = header.subarray(HEADER_BYTES);
        }
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const sealedSize = CHUNK + TAG_BYTES;
        while (pending.length > sealedSize) {
          this.push(open(pending.subarray(0, sealedSize), false));
          pending = pending.subarray(sealedSize);
        }
      })().then(() => callback(), callback);
    },
    flush(callback: TransformCallback) {
      try {
        if (!key) throw new ArchiveDamagedError('The archive is truncated (its header is incomplete).');
        this.push(open(pending, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
};
