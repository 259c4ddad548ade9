import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { lockDataDir } from '../src/db/data-dir-lock.js';
import { DiskStorage } from '../src/media/storage.js';
import { expectOutageSurvived, startWriters } from './helpers/concurrent-writers.js';
import { openEventStream } from './helpers/event-stream.js';
import { makeAdmin } from './helpers/factories.js';

/**
 * The server's embedded database (PGlite in a worker thread, as `npm start` opens it on DATA_DIR) whose thread is
 * ended at once, as a crash ends it, under the API. Runs with the PGlite suites (npm test, and `npm run test:chaos`).
 */
describe.runIf(process.env.TEST_DB === 'pglite')('an embedded database whose thread dies', () => {
  let dataDir: string;
  let releaseLock: () => Promise<void>;
  const lockLosses: Error[] = [];
  let database: Database;
  let app: App;
  let auth: { authorization: string };
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-data-'));
    releaseLock = await lockDataDir(dataDir, (error) => lockLosses.push(error));
    database = await openDatabase({ dataDir });
    await database.migrate();
    app = await buildApp({
      db: database.db,
      storage: new DiskStorage(path.join(dataDir, 'media')),
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      logLevel: 'silent',
      liveHeartbeatMs: 300,
    });
    await app.ready();
    const admin = await makeAdmin(database.db);
    auth = { authorization: `Bearer ${await app.issueToken(admin, '127.0.0.1')}` };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await releaseLock?.();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const createLanguage = (languageName: string) =>
    app.inject({ method: 'POST', url: '/api/language/create', headers: auth, payload: { languageName } });

  const storedNames = async () => new Set((await database.db.query.languages.findMany()).map((row) => row.name));

  it(
    'under 8 concurrent writers answers every request within 15 s, only 201 or 503, keeps every acknowledged ' +
      'write, drops readiness, keeps the data folder locked and writes again within 5 s of the failure',
    { timeout: 90_000 },
    async () => {
      const writers = startWriters(createLanguage);
      await expect.poll(() => writers.startedAfter(0, 201).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(40);

      await database.thread!.terminate();
      const failedAt = Date.now();
      // Still being started again: the probes say what a load balancer and an orchestrator should do.
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await expect
        .poll(() => writers.startedAfter(failedAt + 5_000, 201).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(8);
      await writers.stop();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      // The process never let go of its data folder: no other process could have opened it meanwhile.
      expect(
        await lockfile.check(dataDir, { lockfilePath: path.join(dataDir, 'data-dir.lock'), realpath: false }),
      ).toBe(true);
      expect(lockLosses).toEqual([]);
      const figures = expectOutageSurvived(writers.answers, { backAt: failedAt, stored: await storedNames() });
      expect(writers.startedAfter(failedAt, 503).length).toBeGreaterThan(0);
      console.info(`Embedded database thread ended under 8 writers: ${figures} the failure`);
    },
  );

  it('keeps an open event stream: it gets the change notices of writes made after the database is back', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${base}/api/events`, auth);
    try {
      // Its opening read done (a stream that cannot read where it starts ends, and the browser opens another).
      await stream.next((message) => message.event === 'ready');
      await database.thread!.terminate();
      // Asked again as a client honouring 503 + Retry-After does, on the test's clock rather than every 5 s.
      const after = await vi.waitFor(
        async () => {
          const response = await createLanguage('Right after the thread died');
          expect(response.statusCode).toBe(201);
          return response;
        },
        { timeout: 10_000, interval: 100 },
      );
      expect((await stream.change('languages')).ids).toEqual([after.json().languageData.languageID]);
      const later = await createLanguage('Later');
      expect((await stream.change('languages')).ids).toEqual([later.json().languageData.languageID]);
    } finally {
      stream.close();
    }
  });
});
