import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/src/app.js';
import { openPglite, openPostgres, pgliteOptions } from '../server/src/db/client.js';
import { languages } from '../server/src/db/schema.js';
import { DiskStorage } from '../server/src/media/storage.js';
import { ensureAdmin } from '../server/src/seed/admin.js';
import { createDeclaredTables } from '../server/test/helpers/declared-tables.js';
import { ADMIN_MOBILE, ADMIN_PASSWORD } from './global-setup.js';
import { declaredResources, fixtures } from './fixture-registry.js';
import { fixtureDist } from './fixture.vite.config.js';
import { freshPostgresDatabase, rootDir } from './server-process.js';

/**
 * The server of the fixture build (dist-e2e/, e2e/fixture.vite.config.ts) in this process: the real app on a new
 * database, PostgreSQL's when E2E_DATABASE_URL names one (as the e2e run's own server), else PGlite, with the
 * fixtures' tables as their migration would create them, the e2e admin, and the two languages a reference picks from.
 * The shipped server serves only shipped declarations, so this one is started the way the server tests start theirs.
 */
export const startFixtureServer = async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-e2e-fixture-'));
  const postgres = process.env.E2E_DATABASE_URL
    ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL, 'newsroom_e2e_fixture')
    : undefined;
  // On PGlite, a copy of the build's migrated template (as the server's first start makes), not seconds of initdb.
  if (!postgres)
    await fs.cp(path.join(rootDir, 'server/dist/pgdata-template'), path.join(dataDir, 'pgdata'), { recursive: true });
  const database = postgres
    ? await openPostgres(postgres.url)
    : await openPglite(new PGlite(path.join(dataDir, 'pgdata'), pgliteOptions));
  await database.migrate();
  await createDeclaredTables(database.db, fixtures);
  await ensureAdmin(database.db, { mobileNumber: ADMIN_MOBILE, password: ADMIN_PASSWORD });
  await database.db.insert(languages).values([{ name: 'English' }, { name: 'Hindi' }]);

  const app = await buildApp({
    db: database.db,
    databaseUrl: database.url,
    storage: new DiskStorage(path.join(dataDir, 'media')),
    jwtSecret: randomBytes(32).toString('hex'),
    distDir: fixtureDist,
    logLevel: 'warn',
    declarations: declaredResources,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    stop: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};
