/**
 * `npm run backup -- <file>` (node server/dist/backup.js): one archive of the database and every media file, run
 * on the server's machine with the server's environment (DATABASE_URL or DATA_DIR, S3_*, BACKUP_PASSPHRASE). On
 * PostgreSQL it reads the database directly; on PGlite it reads a stopped data folder itself and asks a running
 * server to write the archive (backup-socket.ts).
 */
import path from 'node:path';
import { createBackup } from './backups/backup.js';
import { backupThroughServer } from './backups/backup-socket.js';
import { verifyArchive } from './backups/restore.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { createStorage } from './media/storage.js';

const [fileArgument] = process.argv.slice(2);
if (!fileArgument) {
  console.error('Usage: npm run backup -- <file>');
  process.exit(2);
}
const file = path.resolve(fileArgument);
const config = loadConfig();
const passphrase = process.env.BACKUP_PASSPHRASE || undefined;
process.umask(0o077);

const progress = (done: number, total: number) => {
  if (process.stdout.isTTY) process.stdout.write(`\r${total ? Math.floor((done / total) * 100) : 0}%`);
};

const backupHere = async (releaseLock?: () => Promise<void>) => {
  const database = await openDatabase(config);
  try {
    await createBackup({
      db: database.db,
      storage: await createStorage(config),
      file,
      passphrase,
      onProgress: ({ done, total }) => progress(done, total),
      audit: { actor: {}, reason: 'npm run backup' },
    });
  } finally {
    await database.close();
    await releaseLock?.();
  }
};

try {
  if (config.databaseUrl) await backupHere();
  else {
    let releaseLock: (() => Promise<void>) | undefined;
    try {
      releaseLock = await lockDataDir(config.dataDir, () => {
        console.error('Lost the lock on DATA_DIR; stopping.');
        process.exit(1);
      });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (releaseLock) await backupHere(releaseLock);
    else await backupThroughServer(config.dataDir, file, progress);
  }
  const manifest = await verifyArchive(file, passphrase);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `\nBackup written and verified: ${file} (${rows} rows in ${Object.keys(manifest.tables).length} tables, ` +
      `${manifest.mediaFiles} media files, migration ${manifest.migration}${manifest.encrypted ? ', encrypted' : ''}).`,
  );
} catch (error) {
  console.error(`\nBackup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
