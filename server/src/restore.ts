/**
 * `npm run restore -- <file> [--force]` (node server/dist/restore.js): replaces the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR) and media (DATA_DIR/media, or the S3 bucket) with an archive's. Run with the
 * server stopped. The archive is read in full and checked before anything is written; see restore-target.ts.
 */
import { restoreIntoConfiguredTarget } from './backups/restore-target.js';
import { ArchiveRefusedError } from './backups/restore.js';
import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file] = args.filter((arg) => arg !== '--force');
if (!file) {
  console.error('Usage: npm run restore -- <file> [--force]');
  process.exit(2);
}
process.umask(0o077);
try {
  const summary = await restoreIntoConfiguredTarget(loadConfig(), file, {
    force,
    passphrase: process.env.BACKUP_PASSPHRASE || undefined,
    log: (line) => console.log(line),
  });
  // The restored database holds the restore's audit entry (restoreArchive writes it in the restore's transaction).
  console.log(summary);
} catch (error) {
  const refused = error instanceof ArchiveRefusedError || error instanceof DataDirLockedError;
  console.error(`Restore ${refused ? 'refused' : 'failed'}: ${(error as Error).message}\nNothing was changed.`);
  process.exitCode = 1;
}
