import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app.js';
import type { Db } from '../../src/db/client.js';
import { DiskStorage, type Storage } from '../../src/media/storage.js';
import { openTestDatabase } from './database.js';
import { checkCallsAgainstDocument } from './api-contract.js';
import { makeAdmin } from './factories.js';
import type { User } from '../../src/account/users.repository.js';
import type { ResourceDeclaration } from '#contract/resource';

export interface TestApp {
  app: App;
  db: Db;
  /** The PostgreSQL the app is on, for more processes on the same database; none on PGlite. */
  databaseUrl?: string;
  storage: DiskStorage;
  mediaDir: string;
  admin: User;
  /** Headers carrying a valid admin token. */
  auth: { authorization: string };
  /** `app.inject` with the admin token added. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (copied from the run's template) and a temporary media folder, with an
 * admin and its token. One per test file:
 *
 * @example
 * let t: TestApp;
 * beforeAll(async () => { t = await createTestApp() });
 * afterAll(() => t.close());
 * it('lists', async () => { const res = await t.request({ method: 'GET', url: '/api/language/get' }) });
 */
export const createTestApp = async (
  options: {
    distDir?: string;
    sourceMaps?: boolean;
    declarations?: readonly ResourceDeclaration[];
    liveHeartbeatMs?: number;
    /** The app's media store, in place of a DiskStorage on `mediaDir` (a store made to fail). */
    appStorage?: (mediaDir: string) => Storage;
    /** Where Settings → Backups writes archives (a new temporary folder when not given). */
    backupDir?: string;
    /** The webhooks' settings (a short backoff, private addresses allowed for a local receiver). */
    webhooks?: AppOptions['webhooks'];
  } = {},
): Promise<TestApp> => {
  const database = await openTestDatabase();
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-media-'));
  const storage = new DiskStorage(mediaDir);
  const app = await buildApp({
    db: database.db,
    storage: options.appStorage?.(mediaDir) ?? storage,
    backups: options.backupDir ? { dir: options.backupDir, keep: 14 } : undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    logLevel: 'silent',
    distDir: options.distDir,
    sourceMaps: options.sourceMaps,
    declarations: options.declarations,
    databaseUrl: database.url,
    liveHeartbeatMs: options.liveHeartbeatMs,
    webhooks: options.webhooks,
  });
  await app.ready();
  const checkCalls = await checkCallsAgainstDocument(app);
  const admin = await makeAdmin(database.db);
  const auth = { authorization: `Bearer ${await app.issueToken(admin, '127.0.0.1')}` };
  return {
    app,
    db: database.db,
    databaseUrl: database.url,
    storage,
    mediaDir,
    admin,
    auth,
    request: (inject) => app.inject({ ...inject, headers: { ...auth, ...inject.headers } }),
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(mediaDir, { recursive: true, force: true });
      checkCalls();
    },
  };
};
