import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { recordAudit } from '../audit/audit-recorder.js';
import { migrationsFolder, selectRows, type Db } from '../db/client.js';
import { contentTypeOfKey } from '../media/media-types.js';
import type { Storage } from '../media/storage-interface.js';
import {
  FORMAT,
  HEAD_ENTRY,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  TABLE_PREFIX,
  migrationJournal,
  type ArchiveHead,
  type ArchiveManifest,
} from './archive-format.js';
import { HEADER_BYTES, decryptingStream, isEncrypted } from './encryption.js';
import { ArchiveDamagedError, readTar } from './tar.js';

/** Why an archive cannot be restored; said before anything is written. */
export class ArchiveRefusedError extends Error {}

/** Rows inserted per statement while restoring. */
const INSERT_ROWS = 500;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The archive's bytes, decrypted when it is encrypted. */
const openArchive = async (file: string, passphrase: string | undefined): Promise<AsyncIterable<Buffer>> => {
  const handle = await fsp.open(file).catch(() => {
    throw new ArchiveRefusedError(`Cannot read ${file}.`);
  });
  const start = Buffer.alloc(HEADER_BYTES);
  const { bytesRead } = await handle.read(start, 0, HEADER_BYTES, 0);
  await handle.close();
  const stream = fs.createReadStream(file);
  if (!isEncrypted(start.subarray(0, bytesRead))) return stream;
  if (!passphrase) throw new ArchiveRefusedError('The archive is encrypted: set BACKUP_PASSPHRASE to its passphrase.');
  return stream.pipe(decryptingStream(passphrase));
};

/** The index in this version's journal of the archive's migration; refuses one from a newer version. */
const migrationIndex = (head: ArchiveHead) => {
  if (head.format !== FORMAT) {
    throw new ArchiveRefusedError(`The archive's format (${head.format}) is not one this version reads (${FORMAT}).`);
  }
  const index = migrationJournal().findIndex((entry) => entry.tag === head.migration);
  if (index === -1) {
    throw new ArchiveRefusedError(
      `The archive was made by a newer version (${head.productVersion}, database migration ${head.migration}); ` +
        'upgrade this installation to that version or later, then restore.',
    );
  }
  return index;
};

const parseJson = async <T>(body: AsyncIterable<Buffer>, what: string): Promise<T> => {
  const pieces: Buffer[] = [];
  for await (const piece of body) pieces.push(piece);
  try {
    return JSON.parse(Buffer.concat(pieces).toString('utf8')) as T;
  } catch {
    throw new ArchiveDamagedError(`The archive is damaged (its ${what} is not readable).`);
  }
};

/** Splits a stream into lines without holding more than one line and one chunk. */
async function* linesOf(body: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = '';
  for await (const piece of body) {
    const text = rest + piece.toString('utf8');
    const lines = text.split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) throw new ArchiveDamagedError('The archive is damaged (a table ends in the middle of a row).');
}

/**
 * Reads the whole archive without writing anything: every entry's size and SHA-256 against the manifest, every
 * table's rows against its count, the end of the archive, and the migration level. Answers the manifest; throws
 * ArchiveRefusedError (or ArchiveDamagedError) saying why otherwise.
 */
export const verifyArchive = async (file: string, passphrase?: string): Promise<ArchiveManifest> => {
  try {
    const seen = new Map<string, { size: number; sha256: string; rows?: number }>();
    let manifest: ArchiveManifest | undefined;
    let first = true;
    for await (const entry of readTar(await openArchive(file, passphrase))) {
      if (manifest) throw new ArchiveDamagedError('The archive is damaged (entries after its manifest).');
      if (first) {
        if (entry.name !== HEAD_ENTRY) throw new ArchiveRefusedError('This file is not a backup archive.');
        migrationIndex(await parseJson<ArchiveHead>(entry.body, 'header'));
        first = false;
        continue;
      }
      if (entry.name === MANIFEST_ENTRY) {
        manifest = await parseJson<ArchiveManifest>(entry.body, 'manifest');
        continue;
      }
      const hash = createHash('sha256');
      let size = 0;
      let rows: number | undefined;
      if (entry.name.startsWith(TABLE_PREFIX)) {
        rows = 0;
        const counted = async function* () {
          for await (const piece of entry.body) {
            hash.update(piece);
            size += piece.length;
            yield piece;
          }
        };
        for await (const line of linesOf(counted())) if (line) rows += 1;
      } else {
        for await (const piece of entry.body) {
          hash.update(piece);
          size += piece.length;
        }
      }
      seen.set(entry.name, { size, sha256: hash.digest('hex'), rows });
    }
    if (first) throw new ArchiveRefusedError('This file is not a backup archive.');
    if (!manifest) throw new ArchiveDamagedError('The archive is truncated (it has no manifest).');
    migrationIndex(manifest);
    const names = new Set([...seen.keys(), ...Object.keys(manifest.files).filter((name) => name !== HEAD_ENTRY)]);
    for (const name of names) {
      const recorded = manifest.files[name];
      const found = seen.get(name);
      if (!recorded || !found)
        throw new ArchiveDamagedError(`The archive is damaged (${name} is missing or unlisted).`);
      if (recorded.size !== found.size || recorded.sha256 !== found.sha256) {
        throw new ArchiveDamagedError(`The archive is damaged (${name} does not match its checksum).`);
      }
      if (name.startsWith(TABLE_PREFIX)) {
        const table = name.slice(TABLE_PREFIX.length, -'.ndjson'.length);
        if (manifest.tables[table] !== found.rows) {
          throw new ArchiveDamagedError(
            `The archive is damaged (${table} does not have the rows its manifest counts).`,
          );
        }
      }
    }
    return manifest;
  } catch (error) {
    if (error instanceof ArchiveDamagedError) throw new ArchiveRefusedError(error.message);
    throw error;
  }
};

/**
 * Rows a migration itself inserts, which a freshly migrated database holds and which are no newsroom's data: the
 * built-in roles (migration 0015).
 */
const migrationRows: Record<string, string> = { roles: 'not built_in' };

/** True when the database has no rows in any table (but those a migration inserts) and the store no files. */
export const targetIsEmpty = async (db: Db, storage: Storage) => {
  for await (const item of storage.list()) {
    void item;
    return false;
  }
  const tables = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  for (const { table_name } of tables) {
    const [row] = await selectRows<{ any: boolean }>(
      db,
      sql.raw(
        `select exists (select 1 from ${quoted(table_name)} where ${migrationRows[table_name] ?? 'true'}) as any`,
      ),
    );
    if (row.any) return false;
  }
  return true;
};

/**
 * Applies migrations `from` to `to` (indexes in the journal) and records them the way drizzle's migrator does, so
 * that a later start sees them applied; inside the caller's transaction.
 */
export const applyMigrations = async (tx: Db, from: number, to: number) => {
  const migrations = readMigrationFiles({ migrationsFolder });
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations.slice(from, to + 1)) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
};

const insertRows = async (tx: Db, table: string, columns: string, rows: string[]) => {
  await tx.execute(
    sql`${sql.raw(`insert into ${quoted(table)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quoted(table)}, `)}${`[${rows.join(',')}]`}${sql.raw('::json)')}`,
  );
};

const restoreTable = async (tx: Db, table: string, body: AsyncIterable<Buffer>) => {
  const columns = (
    await selectRows<{ column_name: string }>(
      tx,
      sql`select column_name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    )
  )
    .map((row) => quoted(row.column_name))
    .join(', ');
  if (!columns) throw new ArchiveRefusedError(`The archive has a table (${table}) that its migration level does not.`);
  let batch: string[] = [];
  for await (const line of linesOf(body)) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === INSERT_ROWS) {
      await insertRows(tx, table, columns, batch);
      batch = [];
    }
  }
  if (batch.length) await insertRows(tx, table, columns, batch);
};

/** Sequences of serial and identity columns continue after the restored rows. */
const resetSequences = async (tx: Db) => {
  const owned = await selectRows<{ table_name: string; column_name: string; sequence: string }>(
    tx,
    sql`select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
        from information_schema.columns c where c.table_schema = 'public'
        and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
  );
  for (const { table_name, column_name, sequence } of owned) {
    await tx.execute(
      sql.raw(
        `select setval('${sequence.replace(/'/g, "''")}', coalesce((select max(${quoted(column_name)}) from ${quoted(table_name)}), 0) + 1, false)`,
      ),
    );
  }
};

const sha256Of = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const piece of stream) hash.update(piece as Buffer);
  return hash.digest('hex');
};

export interface RestoreTarget {
  /** The database to restore into: its schemas are replaced, all in one transaction. */
  db: Db;
  /** Where media go; files not in the archive are left for the caller (an empty or fresh store). */
  storage: Storage;
}

/**
 * Restores an archive that verifyArchive accepted: in one transaction, the schema at the archive's migration level,
 * its rows (triggers off, so derived tables take the archive's rows as they are), then the newer migrations; the
 * media meanwhile. Before committing, every table's rows are counted and every file read back against the
 * manifest; any failure rolls the database back (the caller discards the media it wrote into a fresh place).
 */
export const restoreArchive = async (
  file: string,
  manifest: ArchiveManifest,
  target: RestoreTarget,
  options: {
    passphrase?: string;
    onProgress?: (done: number, total: number) => void;
    /** Writes the restore's audit entry into the restored database, in the restore's transaction (the command). */
    audited?: boolean;
  } = {},
) => {
  const index = migrationIndex(manifest);
  const latest = migrationJournal().length - 1;
  const total = Object.values(manifest.files).reduce((sum, entry) => sum + entry.size, 0);
  let done = 0;
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'newsroom-restore-'));
  try {
    await target.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema if exists public cascade`);
      await tx.execute(sql`create schema public`);
      await applyMigrations(tx, 0, index);
      // Rows a migration inserted (the built-in roles) are in the archive as they were: their tables start empty.
      for (const table of Object.keys(migrationRows)) {
        const [found] = await selectRows<{ exists: boolean }>(
          tx,
          sql`select to_regclass(${`public.${quoted(table)}`}) is not null as exists`,
        );
        if (found.exists) await tx.execute(sql.raw(`truncate ${quoted(table)} cascade`));
      }
      // Foreign keys and the count-keeping triggers are triggers too: rows go in table by table, as they were.
      await tx.execute(sql`set local session_replication_role = replica`);
      for await (const entry of readTar(await openArchive(file, options.passphrase))) {
        const counted = async function* () {
          for await (const piece of entry.body) {
            done += piece.length;
            options.onProgress?.(done, total);
            yield piece;
          }
        };
        if (entry.name.startsWith(TABLE_PREFIX)) {
          await restoreTable(tx, entry.name.slice(TABLE_PREFIX.length, -'.ndjson'.length), counted());
        } else if (entry.name.startsWith(MEDIA_PREFIX)) {
          const key = entry.name.slice(MEDIA_PREFIX.length);
          const temp = path.join(scratch, randomBytes(8).toString('hex'));
          await fsp.writeFile(temp, counted());
          await target.storage.putFile(key, temp, contentTypeOfKey(key) ?? 'application/octet-stream');
          await fsp.rm(temp);
        } else {
          for await (const piece of counted()) void piece;
        }
      }
      await tx.execute(sql`set local session_replication_role = origin`);
      await resetSequences(tx);
      for (const [table, rows] of Object.entries(manifest.tables)) {
        const [row] = await selectRows<{ count: string }>(
          tx,
          sql.raw(`select count(*) as count from ${quoted(table)}`),
        );
        if (Number(row.count) !== rows) {
          throw new Error(`Restoring ${table} gave ${row.count} rows instead of ${rows}; nothing was restored.`);
        }
      }
      for (const [name, recorded] of Object.entries(manifest.files)) {
        if (!name.startsWith(MEDIA_PREFIX)) continue;
        const key = name.slice(MEDIA_PREFIX.length);
        if ((await sha256Of(await target.storage.read(key))) !== recorded.sha256) {
          throw new Error(`The restored file ${key} does not match the archive; nothing was restored.`);
        }
      }
      if (index < latest) await applyMigrations(tx, index + 1, latest);
      if (options.audited) {
        await recordAudit(
          tx,
          {},
          {
            action: 'restore',
            resource: 'backups',
            recordIds: [path.basename(file)],
            detail: { createdAt: manifest.createdAt, tables: manifest.tables, mediaFiles: manifest.mediaFiles },
          },
        );
      }
    });
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
  return { migratedFrom: manifest.migration, migratedTo: migrationJournal()[latest].tag };
};
