import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.js';
import { openPglite, openPostgres, pgliteOptions } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.js';
import { DiskStorage, createStorage } from '../media/storage.js';
import { MEDIA_PREFIX } from './archive-format.js';
import { ArchiveRefusedError, restoreArchive, targetIsEmpty, verifyArchive } from './restore.js';

/** Swaps a freshly written folder in for `target`, keeping the old one until the new one is in place. */
const swapIn = async (fresh: string, target: string) => {
  const replaced = `${target}.replaced`;
  await fsp.rm(replaced, { recursive: true, force: true });
  if (fs.existsSync(target)) await fsp.rename(target, replaced);
  await fsp.rename(fresh, target);
  await fsp.rm(replaced, { recursive: true, force: true });
};

/**
 * Restores `file` into what `config` names. The archive is verified in full first (checksums, row counts,
 * migration level); then the target must be empty unless `force`. The embedded database and media on disk are
 * restored into fresh folders beside the current ones and swapped in only once the restore has been verified,
 * so a failure leaves the target as it was; PostgreSQL is restored in one transaction; media in S3 are written
 * in place (and, with --force, files not in the archive are deleted after the database commits).
 */
export const restoreIntoConfiguredTarget = async (
  config: Config,
  file: string,
  options: { force: boolean; passphrase?: string; log: (line: string) => void },
) => {
  options.log(`Checking ${file}...`);
  const manifest = await verifyArchive(file, options.passphrase);
  options.log(
    `The archive is intact: made ${manifest.createdAt} by version ${manifest.productVersion} (migration ${manifest.migration}), ` +
      `${manifest.mediaFiles} media files.`,
  );
  const releaseLock = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, () => {
        console.error('Lost the lock on DATA_DIR; stopping.');
        process.exit(1);
      }).catch((error: unknown) => {
        if (!(error instanceof DataDirLockedError)) throw error;
        throw new ArchiveRefusedError(
          `The server is running on DATA_DIR ${config.dataDir}: stop it, restore, then start it.`,
        );
      });
  try {
    const storage = await createStorage(config);
    const mediaOnDisk = !config.s3;
    const mediaDir = path.join(config.dataDir, 'media');
    const freshMedia = `${mediaDir}.restoring`;
    if (mediaOnDisk) {
      await fsp.rm(freshMedia, { recursive: true, force: true });
      // Created even for an archive without media, so that the swap below always has a folder to put in place.
      await fsp.mkdir(freshMedia, { recursive: true });
    }
    const mediaTarget = mediaOnDisk ? new DiskStorage(freshMedia) : storage;

    if (config.databaseUrl) {
      const database = await openPostgres(config.databaseUrl);
      try {
        if (!options.force && !(await targetIsEmpty(database.db, storage))) {
          throw new ArchiveRefusedError(
            'The target database or media store is not empty; restore with --force to replace it.',
          );
        }
        const result = await restoreArchive(
          file,
          manifest,
          { db: database.db, storage: mediaTarget },
          { ...options, audited: true },
        );
        if (mediaOnDisk) await swapIn(freshMedia, mediaDir);
        else if (options.force) {
          const keep = new Set(
            Object.keys(manifest.files)
              .filter((name) => name.startsWith(MEDIA_PREFIX))
              .map((name) => name.slice(MEDIA_PREFIX.length)),
          );
          for await (const { key } of storage.list()) if (!keep.has(key)) await storage.delete(key);
        }
        return summary(file, manifest.tables, manifest.mediaFiles, result);
      } finally {
        await database.close();
        if (mediaOnDisk) await fsp.rm(freshMedia, { recursive: true, force: true });
      }
    }

    const pgdata = path.join(config.dataDir, 'pgdata');
    if (fs.existsSync(pgdata) && !options.force) {
      const current = await openPglite(new PGlite(pgdata, pgliteOptions));
      const empty = await targetIsEmpty(current.db, storage).finally(() => current.close());
      if (!empty)
        throw new ArchiveRefusedError('The target DATA_DIR is not empty; restore with --force to replace it.');
    }
    const freshData = `${pgdata}.restoring`;
    await fsp.rm(freshData, { recursive: true, force: true });
    try {
      const database = await openPglite(new PGlite(freshData, pgliteOptions));
      const result = await restoreArchive(
        file,
        manifest,
        { db: database.db, storage: mediaTarget },
        { ...options, audited: true },
      ).finally(() => database.close());
      await swapIn(freshData, pgdata);
      if (mediaOnDisk) await swapIn(freshMedia, mediaDir);
      return summary(file, manifest.tables, manifest.mediaFiles, result);
    } finally {
      await fsp.rm(freshData, { recursive: true, force: true });
      if (mediaOnDisk) await fsp.rm(freshMedia, { recursive: true, force: true });
    }
  } finally {
    await releaseLock?.();
  }
};

const summary = (
  file: string,
  tables: Record<string, number>,
  mediaFiles: number,
  result: { migratedFrom: string; migratedTo: string },
) =>
  `Restored ${file}: ${Object.values(tables).reduce((sum, rows) => sum + rows, 0)} rows in ${Object.keys(tables).length} tables ` +
  `and ${mediaFiles} media files, checked against the archive` +
  (result.migratedFrom === result.migratedTo ? '.' : `; migrated from ${result.migratedFrom} to ${result.migratedTo}.`);
