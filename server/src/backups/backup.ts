import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { recordAudit, type AuditActor } from '../audit/audit-recorder.js';
import { selectRows, type Db } from '../db/client.js';
import { LOCK_STALE_MS } from '../db/data-dir-lock.js';
import type { Storage } from '../media/storage-interface.js';
import {
  FORMAT,
  HEAD_ENTRY,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  TABLE_PREFIX,
  migrationJournal,
  productVersion,
  type ArchiveHead,
  type ArchiveManifest,
} from './archive-format.js';
import { encryptingStream } from './encryption.js';
import { tarEnd, tarHeader, tarPadding } from './tar.js';

/** Rows fetched per round trip while dumping: enough to keep round trips few, small enough to keep memory flat. */
const FETCH_ROWS = 1000;

export interface BackupProgress {
  done: number;
  total: number;
}

export interface BackupOptions {
  db: Db;
  storage: Storage;
  /** Where the archive goes; written under a temporary name beside it and renamed when complete. */
  file: string;
  passphrase?: string;
  onProgress?: (progress: BackupProgress) => void;
  /** Who asked for it and why, for the backup's audit entry (none without). */
  audit?: { actor: AuditActor; reason: string };
}

interface DumpedTable {
  name: string;
  file: string;
  rows: number;
  size: number;
  sha256: string;
}

/** The tag of the last migration applied to `db`. */
const migrationOf = async (db: Db): Promise<string> => {
  const [last] = await selectRows<{ created_at: string }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const entry = migrationJournal().find((candidate) => String(candidate.when) === String(last?.created_at));
  if (!entry)
    throw new Error('The database is at a migration this version does not know; back it up with its own version.');
  return entry.tag;
};

export const tablesOf = async (db: Db) =>
  (
    await selectRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table as NDJSON files in `dir`, from one REPEATABLE READ snapshot, fetched through a cursor so memory stays
 * flat. On PGlite the snapshot's transaction holds the one backend, so the server's queries wait for the dump (the
 * database only; media are read after it ends).
 */
const dumpTables = async (db: Db, dir: string) =>
  db.transaction(
    async (tx) => {
      const migration = await migrationOf(tx as unknown as Db);
      const dumped: DumpedTable[] = [];
      for (const name of await tablesOf(tx as unknown as Db)) {
        const file = path.join(dir, `${name}.ndjson`);
        const out = fs.createWriteStream(file);
        const hash = createHash('sha256');
        let rows = 0;
        let size = 0;
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoted(name)} t`,
          ),
        );
        for (;;) {
          const batch = (
            (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`))) as unknown as {
              rows: { line: string }[];
            }
          ).rows;
          if (batch.length === 0) break;
          const text = Buffer.from(batch.map((row) => `${row.line}\n`).join(''));
          hash.update(text);
          size += text.length;
          rows += batch.length;
          if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        }
        await tx.execute(sql.raw('close backup_rows'));
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error | null) => (error ? reject(error) : resolve())),
        );
        dumped.push({ name, file, rows, size, sha256: hash.digest('hex') });
      }
      return { migration, dumped };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/**
 * Writes one archive of the database and every media file to `file` (see archive-format.ts), encrypted when a
 * passphrase is given. Answers its manifest. A failure leaves no archive at `file` (nor a partial one anywhere).
 */
export const createBackup = async ({ db, storage, file, passphrase, onProgress, audit }: BackupOptions) => {
  const target = path.resolve(file);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const suffix = randomBytes(6).toString('hex');
  const workDir = `${target}.${suffix}.tables`;
  const partial = `${target}.${suffix}.partial`;
  // Held while the backup writes, so that removeUnfinishedBackups tells its files from those of a killed one. A
  // lock found compromised (the disk too slow to refresh it) changes nothing here: the backup goes on.
  const release = await lockfile.lock(`${target}.${suffix}`, {
    ...unfinishedLock(`${target}.${suffix}`),
    onCompromised: () => undefined,
  });
  await fsp.mkdir(workDir, { recursive: true });
  try {
    const { migration, dumped } = await dumpTables(db, workDir);
    const media: { key: string; size: number }[] = [];
    for await (const item of storage.list()) media.push(item);
    media.sort((a, b) => a.key.localeCompare(b.key));

    const head: ArchiveHead = {
      format: FORMAT,
      product: 'newsroom-back-office',
      productVersion: productVersion(),
      migration,
      createdAt: new Date().toISOString(),
    };
    const manifest: ArchiveManifest = {
      ...head,
      encrypted: Boolean(passphrase),
      tables: Object.fromEntries(dumped.map((table) => [table.name, table.rows])),
      files: {},
      mediaFiles: 0,
      mediaBytes: 0,
    };
    const total = dumped.reduce((sum, table) => sum + table.size, 0) + media.reduce((sum, item) => sum + item.size, 0);
    let done = 0;
    const mtime = new Date(head.createdAt);

    async function* entry(name: string, size: number, body: AsyncIterable<Buffer> | Iterable<Buffer>) {
      const hash = createHash('sha256');
      let written = 0;
      yield tarHeader({ name, size }, mtime);
      for await (const chunk of body) {
        const piece = chunk.subarray(0, size - written);
        hash.update(piece);
        written += piece.length;
        done += piece.length;
        onProgress?.({ done, total });
        yield piece;
        if (written === size) break;
      }
      if (written !== size) throw new Error(`${name} changed size while it was being backed up.`);
      yield tarPadding(size);
      manifest.files[name] = { size, sha256: hash.digest('hex') };
    }

    async function* archive() {
      const headJson = Buffer.from(JSON.stringify(head, null, 2));
      yield* entry(HEAD_ENTRY, headJson.length, [headJson]);
      for (const table of dumped) {
        yield* entry(`${TABLE_PREFIX}${table.name}.ndjson`, table.size, fs.createReadStream(table.file));
      }
      for (const item of media) {
        // A file deleted since the listing (its record went with it, after the snapshot) is left out.
        const size = await storage.size(item.key);
        if (size === undefined) continue;
        yield* entry(`${MEDIA_PREFIX}${item.key}`, size, await storage.read(item.key));
        manifest.mediaFiles += 1;
        manifest.mediaBytes += size;
      }
      const manifestJson = Buffer.from(JSON.stringify(manifest, null, 2));
      yield tarHeader({ name: MANIFEST_ENTRY, size: manifestJson.length }, mtime);
      yield manifestJson;
      yield tarPadding(manifestJson.length);
      yield tarEnd();
    }

    const out = fs.createWriteStream(partial, { mode: 0o600 });
    if (passphrase) await pipeline(Readable.from(archive()), await encryptingStream(passphrase), out);
    else await pipeline(Readable.from(archive()), out);
    await fsp.rename(partial, target);
    if (audit) {
      await recordAudit(db, audit.actor, {
        action: 'backup',
        resource: 'backups',
        recordIds: [path.basename(target)],
        detail: { reason: audit.reason, tables: manifest.tables, mediaFiles: manifest.mediaFiles },
      });
    }
    return manifest;
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
    await release().catch(() => undefined);
  }
};

/** The lock of a backup being written (`<archive>.<suffix>.lock`, refreshed by its process: proper-lockfile). */
const unfinishedLock = (base: string) => ({ lockfilePath: `${base}.lock`, realpath: false, stale: LOCK_STALE_MS });

/** The files a backup writes before its archive: `<archive>.<suffix>.partial`, `.tables` and `.lock`. */
const UNFINISHED = /^(.+\.[0-9a-f]{12})\.(partial|tables|lock)$/;

/**
 * Removes from `dir` what backups killed half-way left (a partial archive, the tables dumped for it, its lock):
 * those whose lock no live process refreshes any more, so a backup another process is writing now is left alone.
 * Answers the names of the backups removed.
 */
export const removeUnfinishedBackups = async (dir: string) => {
  const entries = await fsp.readdir(dir).catch(() => [] as string[]);
  const bases = new Set(entries.map((name) => UNFINISHED.exec(name)?.[1]).filter((base) => base !== undefined));
  const removed: string[] = [];
  for (const base of bases) {
    const file = path.join(dir, base);
    if (await lockfile.check(file, unfinishedLock(file))) continue;
    for (const leftover of ['partial', 'tables', 'lock']) {
      await fsp.rm(`${file}.${leftover}`, { recursive: true, force: true });
    }
    removed.push(base);
  }
  return removed;
};
