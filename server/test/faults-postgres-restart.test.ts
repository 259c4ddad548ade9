import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openPostgres, type Database } from '../src/db/client.js';
import { DiskStorage } from '../src/media/storage.js';
import { makeAdmin } from './helpers/factories.js';
import { expectOutageSurvived, startWriters } from './helpers/concurrent-writers.js';
import { openEventStream } from './helpers/event-stream.js';
import { canRunThrowawayPostgres, startThrowawayPostgres } from './helpers/throwaway-postgres.js';

const unavailable = { message: 'The database is unavailable; try again shortly' };

/**
 * PostgreSQL stopped as a crash stops it (immediate shutdown, recovery from the WAL at the next start) and started
 * again, under the API. The server is one of this test's own (helpers/throwaway-postgres.ts), never the one the other
 * suites share. Runs with the PostgreSQL suites (and `npm run test:chaos` there).
 */
describe.runIf(process.env.TEST_DB === 'postgres' && canRunThrowawayPostgres())('a PostgreSQL restart', () => {
  let server: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  let database: Database;
  let app: App;
  let auth: { authorization: string };
  beforeAll(async () => {
    server = await startThrowawayPostgres();
    database = await openPostgres(server.url);
    await database.migrate();
    app = await buildApp({
      db: database.db,
      storage: new DiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-media-'))),
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      logLevel: 'silent',
      databaseUrl: database.url,
      liveHeartbeatMs: 300,
    });
    await app.ready();
    const admin = await makeAdmin(database.db);
    auth = { authorization: `Bearer ${await app.issueToken(admin, '127.0.0.1')}` };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    server?.remove();
  });

  const createLanguage = (languageName: string) =>
    app.inject({ method: 'POST', url: '/api/language/create', headers: auth, payload: { languageName } });

  /** A write as a client that honours 503 + Retry-After makes it, asking again at once (the test's clock). */
  const createOnceBack = async (languageName: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const response = await createLanguage(languageName);
      if (response.statusCode !== 503 || Date.now() > deadline) return response;
    }
  };

  const storedNames = async () => new Set((await database.db.query.languages.findMany()).map((row) => row.name));

  it(
    'keeps open event streams: after the restart they get the change notices of writes made while the listener ' +
      'was away and after, and a stream reopened with Last-Event-ID gets them replayed',
    { timeout: 90_000 },
    async () => {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const open = await openEventStream(`${base}/api/events`, auth);
      // A second browser whose connection drops with the database: it comes back with the last id it saw.
      const dropped = await openEventStream(`${base}/api/events`, auth);
      const before = await createLanguage('Before the restart');
      expect(before.statusCode).toBe(201);
      expect((await open.change('languages')).ids).toEqual([before.json().languageData.languageID]);
      const lastSeen = await dropped.change('languages');
      dropped.close();
      try {
        server.stop();
        const refused = await createLanguage('While it is down');
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual(unavailable);
        server.start();
        // Written at once, while this process's LISTEN connection is still being opened again.
        const during = await createOnceBack('Right after the restart');
        expect(during.statusCode).toBe(201);
        const after = await createLanguage('After the restart');
        expect(after.statusCode).toBe(201);
        const ids = [during, after].map((response) => response.json().languageData.languageID);

        expect((await open.change('languages')).ids).toEqual([ids[0]]);
        expect((await open.change('languages')).ids).toEqual([ids[1]]);
        const reopened = await openEventStream(`${base}/api/events`, { ...auth, 'last-event-id': String(lastSeen.id) });
        try {
          expect((await reopened.change('languages')).ids).toEqual([ids[0]]);
          expect((await reopened.change('languages')).ids).toEqual([ids[1]]);
        } finally {
          reopened.close();
        }
        expect(await storedNames()).not.toContain('While it is down');
      } finally {
        open.close();
      }
    },
  );

  it(
    'under 8 concurrent writers answers every request within 15 s, only 201 or 503, keeps every acknowledged ' +
      'write, and writes again within 5 s of the restart',
    { timeout: 90_000 },
    async () => {
      const writers = startWriters(createLanguage);
      await expect.poll(() => writers.startedAfter(0, 201).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(40);

      server.stop();
      const downAt = Date.now();
      await expect.poll(() => writers.startedAfter(downAt).length).toBeGreaterThanOrEqual(40);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      server.start();
      const backAt = Date.now();
      await expect
        .poll(() => writers.startedAfter(backAt + 5_000, 201).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(8);
      await writers.stop();

      // Every connection the writers used is back in the pool: a transaction whose BEGIN met the stop used to keep
      // its connection checked out for good (db/client.ts, releaseOnFailedBegin), a few at every restart.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
      const figures = expectOutageSurvived(writers.answers, { backAt, stored: await storedNames() });
      console.info(`PostgreSQL restart under 8 writers: ${figures} the start`);
    },
  );
});
