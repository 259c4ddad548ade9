import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { apiClientDir, generateApiClient } from '../server/scripts/generate-api-client.js';
import { freshPostgresDatabase, rootDir, startServer } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminMobile: string;
    adminPassword: string;
  }
}

export const ADMIN_MOBILE = '9123456780';
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** Builds the app and the server as shipped and starts the real server on a fresh data directory with demo content. */
export default async function setup(project: TestProject) {
  // What `npm run build` builds: the app and the server that production runs; and what `npm run build:e2e` builds.
  // E2E_BUILT=1 says the caller has just run both on this tree (.ci/run does, once for all its e2e runs), so the
  // builds are not repeated.
  if (process.env.E2E_BUILT !== '1') {
    const build = spawnSync(process.execPath, [path.join(rootDir, 'server/build.js')], {
      cwd: rootDir,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('npm run build failed');
    // The app again with the test fixtures' declarations, for declared-fixture.e2e.ts (npm run build:e2e).
    const fixtureBuild = spawnSync(
      process.execPath,
      [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'e2e/fixture.vite.config.ts'],
      {
        cwd: rootDir,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (fixtureBuild.status !== 0) throw new Error('npm run build:e2e failed');
  }

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-e2e-'));
  // With E2E_DATABASE_URL set, the server runs on a new database of that PostgreSQL server instead of embedded
  // PGlite, so the same browser tests cover both databases.
  const database = process.env.E2E_DATABASE_URL
    ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL, 'newsroom_e2e')
    : undefined;
  const server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_MOBILE,
    ADMIN_PASSWORD,
    DEMO: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  // The client api-client.e2e.ts uses, from this server's document, unless `npm run api:client` has generated it
  // (.ci/run does, before the e2e runs that go on side by side, so that they never write it at the same time).
  if (!existsSync(path.join(apiClientDir, 'sdk.gen.ts'))) generateApiClient(`${server.url}/api/docs/json`);
  project.provide('baseUrl', server.url);
  project.provide('adminMobile', ADMIN_MOBILE);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await server.stop();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
