import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { AuditRepository } from '../src/audit/audit.repository.js';
import { HEAD_ENTRY, MANIFEST_ENTRY, migrationJournal } from '../src/backups/archive-format.js';
import { createBackup, tablesOf } from '../src/backups/backup.js';
import { applyMigrations, restoreArchive, targetIsEmpty, verifyArchive } from '../src/backups/restore.js';
import { tarEnd, tarHeader, tarPadding } from '../src/backups/tar.js';
import { openPostgres, selectRows, type Database, type Db } from '../src/db/client.js';
import { DiskStorage, type Storage } from '../src/media/storage.js';
import { seedDemo } from '../src/seed/demo.js';
import { withDatabase } from './global-setup.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { openTestDatabase } from './helpers/database.js';
import { makeUserWithPassword } from './helpers/factories.js';

const PASSWORD = 'correct horse';
const MOBILE = '9876500090';

let t: TestApp;
let workDir: string;
let secret: string;
const opened: { close(): Promise<unknown> }[] = [];

/** A code of the next 30-second step, so that no code is a replay of the one before. */
const nextCode = async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 30_000);
  return generate({ secret });
};

beforeAll(async () => {
  t = await createTestApp();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-backup-test-'));
  expect(await seedDemo(t.db, t.storage)).toBe(true);
  await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: MOBILE });
  const token = (
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { mobileNumber: MOBILE, password: PASSWORD } })
  ).json().token as string;
  const headers = { authorization: `Bearer ${token}` };
  secret = (await t.app.inject({ method: 'POST', url: '/api/2fa/setup', headers })).json().secret;
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/2fa/enable',
    headers,
    payload: { code: await nextCode() },
  });
  expect(enable.statusCode).toBe(200);
}, 400_000);

afterEach(() => vi.useRealTimers());

afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
  await t.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

const rowsOf = async (db: Db, table: string) =>
  (
    await selectRows<{ line: string }>(db, sql.raw(`select row_to_json(t)::text as line from "${table}" t order by 1`))
  ).map((row) => row.line);

const filesOf = async (storage: Storage) => {
  const files: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256');
    for await (const piece of await storage.read(key)) hash.update(piece as Buffer);
    files[key] = hash.digest('hex');
  }
  return files;
};

const emptyTarget = async (database?: Database) => {
  const target = database ?? (await openTestDatabase());
  const mediaDir = await fs.mkdtemp(path.join(workDir, 'media-'));
  opened.push(target);
  return { db: target.db, storage: new DiskStorage(mediaDir), mediaDir };
};

const appOn = async (db: Db, storage: Storage): Promise<App> => {
  const app = await buildApp({
    db,
    storage,
    jwtSecret: 'another-secret-that-is-long-enough-for-hs256',
    logLevel: 'silent',
  });
  opened.push(app);
  return app;
};

/** Signs in with the password and a code; answers the token. */
const signIn = async (app: App) => {
  const first = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { mobileNumber: MOBILE, password: PASSWORD },
  });
  expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  const second = await app.inject({
    method: 'POST',
    url: '/api/login/2fa',
    payload: { challenge: first.json().challenge, code: await nextCode() },
  });
  expect(second.statusCode).toBe(200);
  return second.json().token as string;
};

/** Login, the lists and a post's image, as the spec's flow uses them. */
const expectTheAppWorks = async (app: App) => {
  const headers = { authorization: `Bearer ${await signIn(app)}` };
  for (const url of [
    '/api/posts/filter/Published',
    '/api/reporters/get/Active?roleType=Reporter',
    '/api/language/get',
  ]) {
    expect((await app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
  }
  const { posts } = (await app.inject({ method: 'GET', url: '/api/posts/filter/Published', headers })).json();
  expect(posts.pagination.totalRecords).toBeGreaterThan(0);
  const image = await app.inject({ method: 'GET', url: new URL(posts.postsData[0].postImageURL).pathname });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/jpeg');
};

let archive: string;
let languagesBefore: string[];

describe('backup and restore', () => {
  it(
    'backs up while the server serves writes, and restores every row and file into an empty target',
    { timeout: 180_000 },
    async () => {
      languagesBefore = await rowsOf(t.db, 'languages');
      archive = path.join(workDir, 'live.tar');
      let writing = true;
      const writes = (async () => {
        for (let i = 0; writing; i += 1) {
          const created = await t.request({
            method: 'POST',
            url: '/api/language/create',
            payload: { languageName: `Written ${i} ${randomBytes(3).toString('hex')}` },
          });
          expect(created.statusCode).toBe(201);
        }
      })();
      const [manifest] = await Promise.all([
        createBackup({ db: t.db, storage: t.storage, file: archive }).finally(() => {
          writing = false;
        }),
        writes,
      ]);
      expect(manifest.migration).toBe(migrationJournal().at(-1)!.tag);
      expect(manifest.mediaFiles).toBeGreaterThan(0);

      const target = await emptyTarget();
      expect(await targetIsEmpty(target.db, target.storage)).toBe(true);
      const verified = await verifyArchive(archive);
      expect(verified.tables).toEqual(manifest.tables);
      await restoreArchive(archive, verified, target);

      // Written while the backup ran (the languages, their audit entries and live events, and the backup's own
      // entry): the archive holds the rows of its snapshot, all of them present now. The entries' tallies and
      // sessions change in place.
      const addedMeanwhile = ['languages', 'audit_entries', 'live_events'];
      for (const table of await tablesOf(t.db)) {
        const restored = await rowsOf(target.db, table);
        expect(restored.length, table).toBe(manifest.tables[table]);
        if (addedMeanwhile.includes(table)) {
          if (table === 'languages') expect(restored).toEqual(expect.arrayContaining(languagesBefore));
          expect(await rowsOf(t.db, table)).toEqual(expect.arrayContaining(restored));
        } else if (table !== 'sessions' && table !== 'audit_tallies') {
          expect(restored, table).toEqual(await rowsOf(t.db, table));
        }
      }
      expect(await filesOf(target.storage)).toEqual(await filesOf(t.storage));
      // The tallies came from the same snapshot as the entries: the Activity total is the restored entries'.
      expect(await new AuditRepository(target.db).count({})).toBe(manifest.tables.audit_entries);
      await expectTheAppWorks(await appOn(target.db, target.storage));
    },
  );

  it('encrypts with a passphrase, and refuses a wrong one before writing anything', { timeout: 180_000 }, async () => {
    const encrypted = path.join(workDir, 'encrypted.tar');
    await createBackup({ db: t.db, storage: t.storage, file: encrypted, passphrase: 'right horse battery' });
    const bytes = await fs.readFile(encrypted);
    expect(bytes.includes(Buffer.from('ustar'))).toBe(false);
    await expect(verifyArchive(encrypted, 'wrong horse')).rejects.toThrow(
      'The passphrase does not open this archive (BACKUP_PASSPHRASE is wrong).',
    );
    await expect(verifyArchive(encrypted)).rejects.toThrow(
      'The archive is encrypted: set BACKUP_PASSPHRASE to its passphrase.',
    );
    const target = await emptyTarget();
    const manifest = await verifyArchive(encrypted, 'right horse battery');
    await restoreArchive(encrypted, manifest, target, { passphrase: 'right horse battery' });
    expect(await filesOf(target.storage)).toEqual(await filesOf(t.storage));

    const damaged = path.join(workDir, 'encrypted-damaged.tar');
    const copy = Buffer.from(bytes);
    copy[Math.floor(copy.length / 2)] ^= 0x01;
    await fs.writeFile(damaged, copy);
    await expect(verifyArchive(damaged, 'right horse battery')).rejects.toThrow(
      'The archive is damaged (a part does not authenticate).',
    );
    const cut = path.join(workDir, 'encrypted-truncated.tar');
    await fs.writeFile(cut, bytes.subarray(0, 64 * 1024 * 3 + 40 + 48));
    await expect(verifyArchive(cut, 'right horse battery')).rejects.toThrow(/truncated/);
  });

  it.each([
    [
      'one byte changed in a media file',
      'media',
      /^The archive is damaged \(media\/.* does not match its checksum\)\.$/,
    ],
    ['one byte changed in a table', 'table', /^The archive is damaged \(db\/.* does not match its checksum\)\.$/],
    ['truncated', 'truncated', /^The archive is truncated/],
  ])('refuses an archive with %s, writing nothing', { timeout: 60_000 }, async (_name, damage, message) => {
    const bytes = Buffer.from(await fs.readFile(archive));
    let broken = bytes;
    if (damage === 'truncated') broken = bytes.subarray(0, Math.floor(bytes.length * 0.7));
    else {
      // A byte inside an entry's body: after the header of the first entry of that kind.
      const header = bytes.indexOf(Buffer.from(damage === 'media' ? 'media/' : 'db/posts.ndjson'));
      broken[header + 512 + 100] ^= 0x20;
    }
    const file = path.join(workDir, `${damage}.tar`);
    await fs.writeFile(file, broken);
    const target = await emptyTarget();
    await expect(verifyArchive(file)).rejects.toThrow(message);
    expect(await targetIsEmpty(target.db, target.storage)).toBe(true);
  });

  it('refuses an archive from a newer version, writing nothing', async () => {
    const head = Buffer.from(
      JSON.stringify({
        format: 1,
        product: 'newsroom-back-office',
        productVersion: '9.0.0',
        migration: '0999_future',
        createdAt: new Date().toISOString(),
      }),
    );
    const manifest = Buffer.from(JSON.stringify({ files: {}, tables: {} }));
    const file = path.join(workDir, 'future.tar');
    const at = new Date();
    await fs.writeFile(
      file,
      Buffer.concat([
        tarHeader({ name: HEAD_ENTRY, size: head.length }, at),
        head,
        tarPadding(head.length),
        tarHeader({ name: MANIFEST_ENTRY, size: manifest.length }, at),
        manifest,
        tarPadding(manifest.length),
        tarEnd(),
      ]),
    );
    await expect(verifyArchive(file)).rejects.toThrow(
      'The archive was made by a newer version (9.0.0, database migration 0999_future); upgrade this installation to that version or later, then restore.',
    );
  });

  it('migrates forward an archive from an older migration level', { timeout: 120_000 }, async () => {
    const ACTOR_ID = '00000000-0000-4000-8000-000000000001';
    // A database of the version before: migrated to the level before the last, with a row in it.
    const journal = migrationJournal();
    const older = await emptyTarget();
    await older.db.transaction(async (tx) => {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema public cascade`);
      await tx.execute(sql`create schema public`);
      await applyMigrations(tx as unknown as Db, 0, journal.length - 2);
    });
    await older.db.execute(sql`insert into languages (name) values ('Marathi')`);
    await older.db.execute(
      sql`insert into audit_entries (actor_id, actor_mobile, action, resource, record_ids, changes)
          values (null, null, 'create', 'languages', '{}', '[]'),
                 (${ACTOR_ID}, '9000000001', 'update', 'languages', '{}', '[]')`,
    );
    const file = path.join(workDir, 'older.tar');
    const manifest = await createBackup({ db: older.db, storage: older.storage, file });
    expect(manifest.migration).toBe(journal.at(-2)!.tag);

    const target = await emptyTarget();
    const result = await restoreArchive(file, await verifyArchive(file), target);
    expect(result).toEqual({ migratedFrom: journal.at(-2)!.tag, migratedTo: journal.at(-1)!.tag });
    const applied = await selectRows<{ n: string }>(
      target.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0].n)).toBe(journal.length);
    expect((await rowsOf(target.db, 'languages')).map((line) => JSON.parse(line).name)).toEqual(['Marathi']);
    // Entries written before are counted by the newest tallies' keys (migrations 0010 and 0011).
    const entries = new AuditRepository(target.db);
    const totals = await Promise.all(
      [
        {},
        { resource: 'languages', action: 'create' },
        { actorId: ACTOR_ID },
        { actorMobile: '9000000001', resource: 'languages' },
        { actorId: ACTOR_ID, action: 'create' },
      ].map((filter) => entries.count(filter)),
    );
    expect(totals).toEqual([2, 1, 1, 1, 0]);
  });
});

describe('migration 0013: a ticket in progress as spec section 3 writes it', () => {
  it("turns an archive's `inProgress` tickets and their history into `in progress`", { timeout: 120_000 }, async () => {
    const journal = migrationJournal();
    const before = journal.findIndex((entry) => entry.tag === '0013_ticket_status_in_progress') - 1;
    const older = await emptyTarget();
    await older.db.transaction(async (tx) => {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema public cascade`);
      await tx.execute(sql`create schema public`);
      await applyMigrations(tx as unknown as Db, 0, before);
    });
    const [reporter] = await selectRows<{ id: string }>(
      older.db,
      sql`insert into users (role, first_name, last_name, mobile_number, email)
          values ('Reporter', 'Asha', 'Rao', '9000000002', 'asha@newsroom.example') returning id`,
    );
    const [open, reviewed] = await selectRows<{ id: string }>(
      older.db,
      sql`insert into reporter_tickets (reporter_id, description, status)
          values (${reporter.id}, 'Upload fails', 'inProgress'), (${reporter.id}, 'Count wrong', 'underReview')
          returning id`,
    );
    const moved = [{ field: 'reporterTicketStatus', before: 'inProgress', after: 'underReview' }];
    await older.db.execute(
      sql`insert into audit_entries (actor_id, actor_mobile, action, resource, record_ids, changes)
          values (null, null, 'status', 'reporterTickets', ${`{${reviewed.id}}`}, ${JSON.stringify(moved)}::jsonb)`,
    );
    const file = path.join(workDir, 'tickets-before-0013.tar');
    await createBackup({ db: older.db, storage: older.storage, file });

    const target = await emptyTarget();
    await restoreArchive(file, await verifyArchive(file), target);
    const statuses = await selectRows<{ id: string; status: string }>(
      target.db,
      sql`select id, status from reporter_tickets`,
    );
    expect(Object.fromEntries(statuses.map(({ id, status }) => [id, status]))).toEqual({
      [open.id]: 'in progress',
      [reviewed.id]: 'underReview',
    });
    const [entry] = await selectRows<{ changes: unknown }>(target.db, sql`select changes from audit_entries`);
    expect(entry.changes).toEqual([{ field: 'reporterTicketStatus', before: 'in progress', after: 'underReview' }]);
    // A ticket made after it starts `in progress`, the column's new default.
    const [made] = await selectRows<{ status: string }>(
      target.db,
      sql`insert into reporter_tickets (reporter_id, description) values (${reporter.id}, 'New') returning status`,
    );
    expect(made.status).toBe('in progress');
  });
});

describe('Settings → Backups API', () => {
  it('creates a backup with progress, lists it verified, and downloads it', { timeout: 180_000 }, async () => {
    const started = await t.request({ method: 'POST', url: '/api/backups' });
    expect(started.statusCode).toBe(202);
    const { name } = started.json();
    expect(started.json()).toEqual({ message: 'Backup started', name: expect.stringMatching(/^backup-.*\.tar$/) });
    const again = await t.request({ method: 'POST', url: '/api/backups' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A backup is already running' });

    const listed = await vi.waitFor(
      async () => {
        const list = (await t.request({ method: 'GET', url: '/api/backups' })).json();
        expect(list.running).toBeNull();
        return list;
      },
      { timeout: 150_000, interval: 200 },
    );
    expect(listed.backups).toEqual([
      expect.objectContaining({
        name,
        encrypted: false,
        verifiedAt: expect.any(String),
        mediaFiles: expect.any(Number),
      }),
    ]);
    expect(listed.backups[0].rows).toBeGreaterThan(0);
    // The backup is an audit entry, with the admin who asked for it.
    const audit = (await t.request({ method: 'GET', url: `/api/audit?resource=backups&recordId=${name}` })).json();
    expect(audit.audit.entries).toEqual([
      expect.objectContaining({
        action: 'backup',
        recordIds: [name],
        actor: expect.objectContaining({ roleID: expect.any(String) }),
      }),
    ]);

    const download = await t.request({ method: 'GET', url: `/api/backups/${name}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/x-tar');
    expect(download.rawPayload.length).toBe(listed.backups[0].size);
    const file = path.join(workDir, 'downloaded.tar');
    await fs.writeFile(file, download.rawPayload);
    expect((await verifyArchive(file)).tables).toEqual(listed.backups[0].tables);

    expect((await t.request({ method: 'GET', url: '/api/backups/../../etc/passwd/download' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/backups' })).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_DB === 'pglite')('PGlite to PostgreSQL', () => {
  it(
    'restores an archive made on PGlite into PostgreSQL, where login, the lists and a post image work',
    { timeout: 180_000 },
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `newsroom_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const target = await emptyTarget(await openPostgres(withDatabase(url, name)));
        expect(await targetIsEmpty(target.db, target.storage)).toBe(true);
        const manifest = await verifyArchive(archive);
        await restoreArchive(archive, manifest, target);
        for (const table of await tablesOf(t.db)) {
          expect((await rowsOf(target.db, table)).length, table).toBe(manifest.tables[table]);
        }
        expect(await filesOf(target.storage)).toEqual(await filesOf(t.storage));
        await expectTheAppWorks(await appOn(target.db, target.storage));
      } finally {
        for (const item of opened.splice(0).reverse()) await item.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
