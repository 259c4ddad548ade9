import fs from 'node:fs';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DataDirLockedError extends Error {}

/**
 * Embedded PGlite must have exactly one writer: two processes on one folder silently lose acknowledged rows.
 * The lock file holds the owner's pid; a lock left by a process that died is taken over.
 * Returns the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another server process (pid ${owner}). ` +
            'Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
};
