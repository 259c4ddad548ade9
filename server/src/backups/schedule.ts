import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../db/client.js';
import type { BackupsService } from './backups.service.js';
import { archiveName, migrationJournal } from './archive-format.js';

/** How often the schedule looks whether a backup is due: often enough for BACKUP_EVERY_HOURS=1 to be kept. */
const CHECK_MS = 10 * 60_000;

/**
 * Takes a backup every BACKUP_EVERY_HOURS. Processes sharing one database (and BACKUP_DIR) take turns through
 * `exclusively` (PostgreSQL's advisory lock), and the one whose turn it is skips when the newest archive is recent
 * enough, so exactly one of them takes each backup. Answers the function that stops the schedule.
 */
export const scheduleBackups = (service: BackupsService, database: Database, everyHours: number) => {
  if (!(everyHours > 0)) return () => undefined;
  const period = everyHours * 3_600_000;
  const due = async () => {
    await database.exclusively(async () => {
      const newest = await service.newestAt();
      // A little slack, so that a check landing just before the period is up does not wait a whole period more.
      if (newest !== undefined && Date.now() - newest < period - CHECK_MS / 2) return;
      if (service.current) return;
      await service.create(archiveName(new Date()), 'scheduled');
    });
  };
  const timer = setInterval(() => void due().catch(() => undefined), Math.min(CHECK_MS, period));
  timer.unref();
  void due().catch(() => undefined);
  return () => clearInterval(timer);
};

/** The migrations a start is about to apply to a database that already has data, or none. */
export const pendingMigrations = async (db: Db) => {
  const [table] = await selectRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table.exists) return [];
  const [last] = await selectRows<{ created_at: string | null }>(
    db,
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  if (!last.created_at) return [];
  return migrationJournal().filter((entry) => entry.when > Number(last.created_at));
};
