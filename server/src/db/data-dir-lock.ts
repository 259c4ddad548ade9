import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/** How long a lock whose holder stopped refreshing it is kept before another process may take it over. */
export const LOCK_STALE_MS = 10_000;

/**
 * Embedded PGlite must have exactly one writer: two processes on one folder silently lose acknowledged rows.
 * The lock is a directory whose mtime the holder refreshes every few seconds (proper-lockfile), so it needs no
 * pid and holds across containers and pid namespaces sharing a volume; one left by a killed process is taken
 * over once it has not been refreshed for LOCK_STALE_MS (a new process waits that long before giving up). Creates DATA_DIR readable by its owner only.
 * Answers the release function.
 */
export const lockDataDir = async (
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> => {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'data-dir.lock'),
      stale: LOCK_STALE_MS,
      realpath: false,
      // Long enough for a lock left by a killed process to go stale, so a restart right after a crash succeeds.
      retries: { retries: Math.ceil(LOCK_STALE_MS / 1000) + 2, minTimeout: 1000, maxTimeout: 1000, factor: 1 },
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by another server process. ` +
        'Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
  }
};

/**
 * Makes every file under `dir` readable by its owner only. PGlite creates its files world-readable and writable
 * whatever the umask; the 0700 DATA_DIR already keeps others out, and this keeps the files themselves private
 * should the folder be copied or its mode widened.
 */
export const restrictToOwner = async (dir: string) => {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries.map((entry) =>
      fs.promises
        .chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600)
        // The database may remove a file between the listing and the chmod.
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
    ),
  );
};
