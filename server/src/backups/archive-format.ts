import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/client.js';
import { rootDir } from '../paths.js';

/**
 * What an archive holds, in this order: `backup.json` (the Head: enough to refuse an archive from a newer version
 * before reading further), one `db/<table>.ndjson` per table (a JSON object per row, as PostgreSQL's row_to_json
 * writes it, so an archive made on PGlite restores into PostgreSQL and back), every media file as
 * `media/<key>`, and last `manifest.json` (row counts, and the size and SHA-256 of every entry before it).
 */
export const FORMAT = 1;
export const HEAD_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const TABLE_PREFIX = 'db/';
export const MEDIA_PREFIX = 'media/';

export interface ArchiveHead {
  format: number;
  product: string;
  productVersion: string;
  /** The tag of the last migration applied to the database backed up (server/migrations/meta/_journal.json). */
  migration: string;
  createdAt: string;
}

export interface ArchiveManifest extends ArchiveHead {
  encrypted: boolean;
  tables: Record<string, number>;
  files: Record<string, { size: number; sha256: string }>;
  mediaFiles: number;
  mediaBytes: number;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export const migrationJournal = (): JournalEntry[] =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

export const productVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string }).version;

/** Archive names the command line, the schedule and the API make: backup-<UTC time>.tar, listed newest first. */
export const archiveName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
export const ARCHIVE_NAME = /^backup-[0-9TZ-]+\.tar$/;
