import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_NAME, archiveName, type ArchiveManifest } from './archive-format.js';
import { recordAudit, type AuditActor } from '../audit/audit-recorder.js';
import { createBackup, removeUnfinishedBackups } from './backup.js';
import { verifyArchive } from './restore.js';
import type { BackupSettings } from '../config.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/http-errors.js';
import type { Storage } from '../media/storage-interface.js';

export interface ArchiveSummary {
  name: string;
  createdAt: string;
  size: number;
  migration: string;
  productVersion: string;
  tables: Record<string, number>;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
  encrypted: boolean;
  /** When the archive was read back in full and matched its manifest; null when it has not been. */
  verifiedAt: string | null;
}

export interface RunningBackup {
  name: string;
  done: number;
  total: number;
}

/** What a list shows of an archive, kept beside it (`<name>.json`): reading an encrypted archive costs its size. */
const summaryFile = (dir: string, name: string) => path.join(dir, `${name}.json`);

/**
 * The archives in BACKUP_DIR: Settings → Backups, the schedule and the backup before migrations. One backup runs
 * at a time per process; each is verified after it is written, then the oldest beyond BACKUP_KEEP are deleted.
 */
export class BackupsService {
  private running: RunningBackup | undefined;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly settings: BackupSettings,
    private readonly log: (line: string) => void,
  ) {}

  get current() {
    return this.running;
  }

  /** Removes what backups killed half-way left in BACKUP_DIR (at each start of the server). */
  async removeUnfinished() {
    for (const base of await removeUnfinishedBackups(this.settings.dir)) {
      this.log(`Removed the unfinished backup ${base} (its process ended before it was written)`);
    }
  }

  async list(): Promise<ArchiveSummary[]> {
    const names = (await fsp.readdir(this.settings.dir).catch(() => [] as string[])).filter((name) =>
      ARCHIVE_NAME.test(name),
    );
    const summaries: ArchiveSummary[] = [];
    for (const name of names) {
      const summary = await fsp
        .readFile(summaryFile(this.settings.dir, name), 'utf8')
        .then((text) => JSON.parse(text) as ArchiveSummary)
        .catch(() => undefined);
      const stat = await fsp.stat(path.join(this.settings.dir, name)).catch(() => undefined);
      if (!stat) continue;
      summaries.push(
        summary ?? {
          name,
          createdAt: stat.mtime.toISOString(),
          size: stat.size,
          migration: '',
          productVersion: '',
          tables: {},
          rows: 0,
          mediaFiles: 0,
          mediaBytes: 0,
          encrypted: false,
          verifiedAt: null,
        },
      );
    }
    return summaries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** The archive's path, for a download; 404 for a name that is not one of the list's. */
  fileOf(name: string) {
    const file = path.join(this.settings.dir, name);
    if (!ARCHIVE_NAME.test(name) || !fs.existsSync(file)) throw new HttpError(404, 'Backup not found');
    return file;
  }

  /** Starts a backup and answers its name at once; `current` tells its progress. 409 while one runs. */
  start(reason: string, actor: AuditActor = {}) {
    if (this.running) throw new HttpError(409, 'A backup is already running');
    const name = archiveName(new Date());
    this.running = { name, done: 0, total: 0 };
    void this.create(name, reason, actor).catch(() => undefined);
    return name;
  }

  /** Writes, verifies and lists one archive; a failure is logged with its reason and leaves no file. */
  async create(name: string, reason: string, actor: AuditActor = {}): Promise<ArchiveSummary> {
    const file = path.join(this.settings.dir, name);
    this.running = { name, done: 0, total: 0 };
    try {
      const manifest = await createBackup({
        db: this.db,
        storage: this.storage,
        file,
        passphrase: this.settings.passphrase,
        audit: { actor, reason },
        onProgress: ({ done, total }) => {
          this.running = { name, done, total };
        },
      });
      const verified = await verifyArchive(file, this.settings.passphrase);
      const summary = this.summaryOf(name, (await fsp.stat(file)).size, verified ?? manifest);
      await fsp.writeFile(summaryFile(this.settings.dir, name), JSON.stringify(summary));
      this.log(
        `Backup ${name} (${reason}) written and verified: ${summary.rows} rows, ${summary.mediaFiles} media files, ${summary.size} bytes`,
      );
      await this.prune();
      return summary;
    } catch (error) {
      this.log(`Backup ${name} (${reason}) failed: ${(error as Error).message}`);
      await fsp.rm(file, { force: true });
      await recordAudit(this.db, actor, {
        action: 'backupFailed',
        resource: 'backups',
        recordIds: [name],
        detail: { reason, error: (error as Error).message },
      }).catch(() => undefined);
      throw error;
    } finally {
      this.running = undefined;
    }
  }

  private summaryOf(name: string, size: number, manifest: ArchiveManifest): ArchiveSummary {
    return {
      name,
      createdAt: manifest.createdAt,
      size,
      migration: manifest.migration,
      productVersion: manifest.productVersion,
      tables: manifest.tables,
      rows: Object.values(manifest.tables).reduce((sum, rows) => sum + rows, 0),
      mediaFiles: manifest.mediaFiles,
      mediaBytes: manifest.mediaBytes,
      encrypted: manifest.encrypted,
      verifiedAt: new Date().toISOString(),
    };
  }

  private async prune() {
    const archives = await this.list();
    for (const old of archives.slice(this.settings.keep)) {
      await fsp.rm(path.join(this.settings.dir, old.name), { force: true });
      await fsp.rm(summaryFile(this.settings.dir, old.name), { force: true });
      this.log(`Backup ${old.name} deleted (BACKUP_KEEP is ${this.settings.keep})`);
    }
  }

  /** The time of the newest archive, for the schedule. */
  async newestAt(): Promise<number | undefined> {
    const [newest] = await this.list();
    return newest ? Date.parse(newest.createdAt) : undefined;
  }
}
