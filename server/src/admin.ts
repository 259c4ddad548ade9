/**
 * `npm run admin -- reset-password|reset-2fa <mobile number>` (node server/dist/admin.js): run on the server's
 * machine with the server's environment (DATABASE_URL or DATA_DIR).
 */
import { runAdminCommand } from './admin-command.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';

const config = loadConfig();
process.umask(0o077);
let releaseLock: (() => Promise<void>) | undefined;
try {
  // Embedded PGlite has one writer: the command waits for the folder's lock like a second server would.
  releaseLock = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, () => {
        console.error('Lost the lock on DATA_DIR; stopping.');
        process.exit(1);
      });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `The server is running on DATA_DIR ${config.dataDir}, and the embedded database allows one process at a time.\n` +
      'Stop the server, run this command again, then start the server.',
  );
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await database.migrate();
  process.exitCode = await runAdminCommand(database.db, process.argv.slice(2), (line) => console.log(line));
} finally {
  await database.close();
  await releaseLock?.();
}
