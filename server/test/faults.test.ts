import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createBackup } from '../src/backups/backup.js';
import { targetIsEmpty, verifyArchive } from '../src/backups/restore.js';
import { openPostgres, selectRows, type Database } from '../src/db/client.js';
import { LOCK_STALE_MS } from '../src/db/data-dir-lock.js';
import { ads, magazinePages, magazineRenders, posts } from '../src/db/schema.js';
import { MagazineRenderer, magazineKeys } from '../src/magazines/renderer.js';
import { DiskStorage } from '../src/media/storage.js';
import { S3Storage } from '../src/media/s3-storage.js';
import { sourcesLoaderArgs } from '../src/sources-loader.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { openTestDatabase } from './helpers/database.js';
import { withDatabase } from './global-setup.js';
import { makeAd, makeAdmin, makeCategory, makeLanguage } from './helpers/factories.js';
import { openEventStream } from './helpers/event-stream.js';
import { makePng, makeSpreadsheet, multipart } from './helpers/files.js';
import { makeMagazine, makePdf } from './helpers/magazines-factories.js';
import { postImportRow } from './helpers/posts-factories.js';

/** Every file under `dir`, by path relative to it (parts of unfinished writes included). */
const filesIn = async (dir: string) =>
  (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const uploadAdImage = async (t: TestApp, id: string, content: Buffer) =>
  t.request({
    method: 'PUT',
    url: `/api/ads/upload/${id}`,
    ...(await multipart({ adsImage: { content, filename: 'banner.png', contentType: 'image/png' } })),
  });

/**
 * A media folder on a filesystem of a few kilobytes (tmpfs, where this process may mount one: root on Linux), so
 * that a write fails with the kernel's own ENOSPC. Elsewhere the store's writes fail with an injected ENOSPC.
 */
const tinyFilesystem = async (): Promise<{ dir: string; injected: boolean; release(): Promise<void> }> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48k', 'tmpfs', dir], { stdio: 'ignore' });
    return {
      dir,
      injected: false,
      release: async () => {
        execFileSync('umount', [dir]);
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  } catch {
    return { dir, injected: true, release: () => fs.rm(dir, { recursive: true, force: true }) };
  }
};

/**
 * A DiskStorage whose writes stop part-way as a full disk's do, for machines where no small filesystem can be
 * mounted: the first bytes reach the part file, then the write fails with ENOSPC.
 */
class FullDiskStorage extends DiskStorage {
  protected override async write(key: string) {
    await super.write(key, async (temp) => {
      await fs.writeFile(temp, 'the first bytes');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
  }
}

/** A PNG of random pixels, which no encoder can make small. */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

describe('a full media disk', () => {
  let t: TestApp;
  let disk: Awaited<ReturnType<typeof tinyFilesystem>>;
  beforeAll(async () => {
    disk = await tinyFilesystem();
    t = await createTestApp({
      appStorage: () => (disk.injected ? new FullDiskStorage(disk.dir) : new DiskStorage(disk.dir)),
    });
  });
  afterAll(async () => {
    await t.close();
    await disk.release();
  });

  it('answers an upload 507 with a message, keeps no part of the file and leaves the record as it was', async () => {
    const ad = await makeAd(t.db, { imageKey: null });
    // Larger than the whole filesystem once re-encoded (random pixels do not compress).
    const image = await noisePng(300);
    const response = await uploadAdImage(t, ad.id, image);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: 'There is no space left to store the file' });
    expect(await filesIn(disk.dir)).toEqual([]);
    const [stored] = await t.db.select().from(ads).where(eq(ads.id, ad.id));
    expect(stored.imageKey).toBeNull();
  });

  it('keeps answering what does not write', async () => {
    const response = await t.request({ method: 'GET', url: '/api/ads/filter/running' });
    expect(response.statusCode).toBe(200);
  });
});

describe('a full backup disk', () => {
  let t: TestApp;
  let disk: Awaited<ReturnType<typeof tinyFilesystem>>;
  beforeAll(async () => {
    disk = await tinyFilesystem();
    t = await createTestApp({ backupDir: disk.dir });
  });
  afterAll(async () => {
    await t.close();
    await disk.release();
  });

  it('leaves no archive, not even a partial one, and records the failure in the audit log', async (context) => {
    // Only a real small filesystem fills while the archive streams in (where none can be mounted: not root).
    if (disk.injected) context.skip();
    // More than the few kilobytes the disk holds.
    const ad = await makeAd(t.db);
    await uploadAdImageTo(ad.id);
    const started = await t.request({ method: 'POST', url: '/api/backups' });
    expect(started.statusCode).toBe(202);
    await expect
      .poll(async () => (await t.request({ method: 'GET', url: '/api/backups' })).json().running, { timeout: 20_000 })
      .toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/backups' })).json().backups).toEqual([]);
    expect(await filesIn(disk.dir)).toEqual([]);
    const audit = await t.request({ method: 'GET', url: '/api/audit?resource=backups' });
    expect(audit.json().audit.entries.map((entry: { action: string }) => entry.action)).toContain('backupFailed');
  });

  const uploadAdImageTo = async (id: string) =>
    expect((await uploadAdImage(t, id, await noisePng(200))).statusCode).toBe(201);
});

describe('a media store that refuses connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was just free: nothing listens there, so every connection is refused at once.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    // Credentials of its own, so the SDK never asks the instance metadata address for any.
    process.env.AWS_ACCESS_KEY_ID = 'refused';
    process.env.AWS_SECRET_ACCESS_KEY = 'refused';
    t = await createTestApp({
      appStorage: () =>
        new S3Storage({
          bucket: 'media',
          region: 'us-east-1',
          endpoint: `http://127.0.0.1:${port}`,
          forcePathStyle: true,
        }),
    });
  });
  afterAll(() => t.close());

  it('answers an upload 503 with Retry-After and a message, and leaves the record as it was', async () => {
    const ad = await makeAd(t.db, { imageKey: null });
    const response = await uploadAdImage(t, ad.id, await makePng());
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: 'The media store is unavailable; try again shortly' });
    const [stored] = await t.db.select().from(ads).where(eq(ads.id, ad.id));
    expect(stored.imageKey).toBeNull();
  });

  it('answers a media file 503, not 404 as if it were gone', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/media/ads/${randomUUID()}.png` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The media store is unavailable; try again shortly' });
  });
});

/**
 * A TCP proxy in front of PostgreSQL that can be cut (every connection dropped, new ones refused) and healed: the
 * network between the API and its database failing for real, without stopping the database the other suites use.
 */
const cuttableProxy = async (target: URL) => {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  await listen();
  return {
    url: () => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: async () => {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    heal: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server?.listening) await new Promise((resolve) => server!.close(resolve));
    },
  };
};

describe.skipIf(process.env.TEST_DB !== 'postgres')('a database that goes away', () => {
  let database: Database;
  let proxied: Database;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let app: App;
  let other: App;
  let auth: { authorization: string };
  beforeAll(async () => {
    database = await openTestDatabase();
    proxy = await cuttableProxy(new URL(database.url!));
    proxied = await openPostgres(proxy.url());
    const appOn = async (db: Database) => {
      const built = await buildApp({
        db: db.db,
        storage: new DiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-media-'))),
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
        logLevel: 'silent',
        databaseUrl: db.url,
        liveHeartbeatMs: 300,
      });
      await built.ready();
      return built;
    };
    // This process reaches the database through the proxy; `other` is a second process that keeps its connection.
    app = await appOn(proxied);
    other = await appOn(database);
    const admin = await makeAdmin(database.db);
    auth = { authorization: `Bearer ${await app.issueToken(admin, '127.0.0.1')}` };
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await proxied.close();
    await proxy.close();
    await database.close();
  });

  const createLanguage = (languageName: string, on = app) =>
    on.inject({ method: 'POST', url: '/api/language/create', headers: auth, payload: { languageName } });

  it("keeps an open event stream: after the cut it delivers the changes made meanwhile by another process's writes, then live ones", async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${base}/api/events`, auth);
    try {
      await proxy.cut();
      const during = await createLanguage('Written during the cut', other);
      expect(during.statusCode).toBe(201);
      await proxy.heal();
      expect((await stream.change('languages')).ids).toEqual([during.json().languageData.languageID]);
      const after = await createLanguage('Written after the cut', other);
      expect((await stream.change('languages')).ids).toEqual([after.json().languageData.languageID]);
    } finally {
      stream.close();
    }
  });

  it('rolls back a spreadsheet import the cut interrupts: 503, and none of its rows', async () => {
    const category = await makeCategory(database.db);
    const language = await makeLanguage(database.db);
    const rows = Array.from({ length: 2000 }, (_, i) =>
      postImportRow({ 'News Title': `Cut ${i}`, Category: category.name, Language: language.name }),
    );
    // The import's audit entry waits behind this lock: its posts are inserted, its transaction open, when the cut
    // comes.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table audit_entries in share mode');
      const body = await multipart({ postFile: { content: makeSpreadsheet(rows), filename: 'posts.xlsx' } });
      const answer = app.inject({
        method: 'POST',
        url: '/api/posts/upload',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      await vi.waitFor(
        async () => {
          const { rows: waiting } = await locker.query(
            "select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          expect(waiting).toHaveLength(1);
        },
        { timeout: 20_000, interval: 20 },
      );
      await proxy.cut();
      const response = await answer;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is unavailable; try again shortly' });
      await locker.query('commit');
      // The import's session ends (its client is gone) rolling back, never committing.
      await vi.waitFor(
        async () => {
          const { rows: open } = await locker.query(
            'select 1 from pg_stat_activity where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()',
          );
          expect(open).toEqual([]);
        },
        { timeout: 20_000, interval: 50 },
      );
      const [{ value }] = await database.db
        .select({ value: count() })
        .from(posts)
        .where(eq(posts.categoryId, category.id));
      expect(value).toBe(0);
    } finally {
      await locker.end();
      await proxy.heal();
    }
  });

  it('answers reads and writes 503 with Retry-After while it is unreachable, and serves again once it is back', async () => {
    expect((await createLanguage('Before the cut')).statusCode).toBe(201);

    await proxy.cut();
    const during = await Promise.all([
      createLanguage('During the cut'),
      app.inject({ method: 'GET', url: '/api/language/get', headers: auth }),
      app.inject({ method: 'GET', url: '/api/ready' }),
    ]);
    for (const response of during.slice(0, 2)) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'The database is unavailable; try again shortly' });
    }
    expect(during[2].statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.heal();
    const after = await createLanguage('After the cut');
    expect(after.statusCode).toBe(201);
    const names = (await database.db.query.languages.findMany()).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Before the cut', 'After the cut']));
    expect(names).not.toContain('During the cut');
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('a backup killed half-way', () => {
  let database: Database;
  let t: TestApp;
  let dataDir: string;
  let backupDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    await makeAd(database.db);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-data-'));
    backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-backups-'));
    // Media enough that the archive takes a while to write (random bytes: nothing to compress).
    await fs.mkdir(path.join(dataDir, 'media', 'ads'), { recursive: true });
    for (let i = 0; i < 40; i += 1) {
      await fs.writeFile(path.join(dataDir, 'media', 'ads', `${randomUUID()}.png`), randomBytes(1024 * 1024));
    }
    t = await createTestApp({ backupDir });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(backupDir, { recursive: true, force: true });
  });

  it(
    'leaves no archive that passes for complete: the list and the download do not offer it',
    { timeout: 180_000 },
    async () => {
      const name = 'backup-2026-01-01T00-00-00Z.tar';
      // `npm run backup` from the sources, SIGKILLed as soon as it writes the archive.
      const child = spawn(
        process.execPath,
        [...sourcesLoaderArgs(), 'server/src/backup.ts', path.join(backupDir, name)],
        {
          env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir },
          stdio: 'ignore',
        },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A test that fails before the kill leaves no process behind.
      onTestFinished(() => void child.kill('SIGKILL'));
      const partial = await vi.waitFor(
        async () => {
          const found = (await fs.readdir(backupDir)).find((file) => file.endsWith('.partial'));
          expect(found).toBeDefined();
          return path.join(backupDir, found!);
        },
        { timeout: 20_000, interval: 5 },
      );
      child.kill('SIGKILL');
      await exited;

      // Killed half-way for real: the partial file is there, and is no archive.
      await expect(verifyArchive(partial)).rejects.toThrow();
      expect(await fs.readdir(backupDir)).not.toContain(name);
      const list = (await t.request({ method: 'GET', url: '/api/backups' })).json();
      expect(list.backups).toEqual([]);
      const download = await t.request({ method: 'GET', url: `/api/backups/${name}/download` });
      expect(download.statusCode).toBe(404);

      // The next start removes the leftovers once the killed process's lock is stale (10 s without a refresh);
      // before that they could be a backup another process is still writing.
      const base = partial.slice(0, -'.partial'.length);
      expect(await lockfile.check(base, { lockfilePath: `${base}.lock`, realpath: false })).toBe(true);
      await expect
        .poll(() => lockfile.check(base, { lockfilePath: `${base}.lock`, realpath: false, stale: LOCK_STALE_MS }), {
          timeout: 30_000,
          interval: 500,
        })
        .toBe(false);
      const next = await createTestApp({ backupDir });
      try {
        expect(await fs.readdir(backupDir)).toEqual([]);
      } finally {
        await next.close();
      }
    },
  );
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('a magazine render whose process is killed', () => {
  let database: Database;
  let mediaDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-media-'));
  });
  afterAll(async () => {
    await database.close();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it(
    'is taken over by exactly one of two processes and resumes after the last recorded page',
    { timeout: 180_000 },
    async () => {
      const storage = new DiskStorage(mediaDir);
      const magazine = await makeMagazine(database.db);
      const id = randomUUID();
      const pages = 12;
      await storage.put(magazineKeys.pdf(id), await makePdf(pages));
      await database.db.insert(magazineRenders).values({ id, magazineId: magazine.id, totalPages: pages });
      const renderOf = async () =>
        (await database.db.select().from(magazineRenders).where(eq(magazineRenders.id, id)))[0];

      const child = spawn(
        process.execPath,
        [...sourcesLoaderArgs(), 'server/test/helpers/render-queue-process.ts', database.url!, mediaDir],
        { stdio: 'ignore' },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A test that fails before the kill leaves no process behind.
      onTestFinished(() => void child.kill('SIGKILL'));
      await expect
        .poll(async () => (await renderOf()).renderedPages, { timeout: 60_000, interval: 20 })
        .toBeGreaterThanOrEqual(2);
      child.kill('SIGKILL');
      await exited;
      const atKill = await renderOf();
      expect(atKill).toMatchObject({ status: 'rendering', attempts: 1 });
      expect(atKill.renderedPages).toBeLessThan(pages);
      const firstPage = path.join(mediaDir, magazineKeys.page(id, 1));
      const firstPageWritten = (await fs.stat(firstPage)).mtimeMs;
      // The dead process's lease (120 s) runs out; the test moves its end instead of waiting for it.
      await database.db
        .update(magazineRenders)
        .set({ leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(magazineRenders.id, id));

      const renderers = [0, 1].map(() => new MagazineRenderer(database.db, storage, { pollMs: 100 }));
      for (const renderer of renderers) renderer.start();
      try {
        await expect.poll(async () => (await renderOf()).status, { timeout: 120_000, interval: 100 }).toBe('done');
      } finally {
        await Promise.all(renderers.map((renderer) => renderer.stop()));
      }

      // Claimed twice in all: by the killed process, then by one of the two.
      expect(await renderOf()).toMatchObject({ status: 'done', attempts: 2, renderedPages: pages, error: null });
      const recorded = await database.db
        .select({ pageNumber: magazinePages.pageNumber })
        .from(magazinePages)
        .where(eq(magazinePages.renderId, id));
      expect(recorded.map((page) => page.pageNumber).sort((a, b) => a - b)).toEqual(
        Array.from({ length: pages }, (_, i) => i + 1),
      );
      // The pages done before the kill were not drawn again.
      expect((await fs.stat(firstPage)).mtimeMs).toBe(firstPageWritten);
      for (let page = 1; page <= pages; page += 1) {
        await expect(fs.stat(path.join(mediaDir, magazineKeys.page(id, page)))).resolves.toBeTruthy();
      }
    },
  );
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('a restore killed half-way', () => {
  let source: Database;
  let target: Database;
  let work: string;
  let targetName: string;
  beforeAll(async () => {
    source = await openTestDatabase();
    await makeAd(source.db);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-restore-fault-'));
    // Media enough that the restore takes a while (random bytes: nothing to compress).
    const storage = new DiskStorage(path.join(work, 'source-media'));
    for (let i = 0; i < 40; i += 1) await storage.put(`ads/${randomUUID()}.png`, randomBytes(1024 * 1024));
    await createBackup({ db: source.db, storage, file: path.join(work, 'archive.tar') });
    targetName = `newsroom_restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    await admin.query(`create database ${targetName}`);
    await admin.end();
    target = await openPostgres(withDatabase(source.url!, targetName));
  });
  afterAll(async () => {
    await target.close();
    const admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    await admin.query(`drop database if exists ${targetName} with (force)`);
    await admin.end();
    await source.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it(
    'leaves the target cleanly empty, so a restore is not refused as over existing data',
    { timeout: 180_000 },
    async () => {
      const dataDir = path.join(work, 'target-data');
      // `npm run restore` from the sources, SIGKILLed once it has written media of the archive.
      const child = spawn(
        process.execPath,
        [...sourcesLoaderArgs(), 'server/src/restore.ts', path.join(work, 'archive.tar')],
        {
          env: { ...process.env, DATABASE_URL: target.url, DATA_DIR: dataDir },
          stdio: 'ignore',
        },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A test that fails before the kill leaves no process behind.
      onTestFinished(() => void child.kill('SIGKILL'));
      await vi.waitFor(
        async () =>
          expect((await filesIn(path.join(dataDir, 'media.restoring')).catch(() => [])).length).toBeGreaterThan(0),
        { timeout: 60_000, interval: 5 },
      );
      child.kill('SIGKILL');
      await exited;
      // Its session ends (its client is gone) rolling back the restore's one transaction.
      await vi.waitFor(
        async () =>
          expect(
            await selectRows(
              target.db,
              sql`select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
            ),
          ).toEqual([]),
        { timeout: 20_000, interval: 50 },
      );

      const media = new DiskStorage(path.join(dataDir, 'media'));
      expect(await targetIsEmpty(target.db, media)).toBe(true);
      expect(await fs.readdir(dataDir)).not.toContain('media');
    },
  );
});
