import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir, restrictToOwner } from './db/data-dir-lock.js';
import { createStorage } from './media/storage.js';
import { tokenSecret } from './repositories/settings.repository.js';
import { ensureAdmin } from './seed/admin.js';
import { seedDemo } from './seed/demo.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(rootDir, 'dist');

/** Builds the app when there is an app to build and no build yet, so `npm start` works on a fresh clone. */
const buildAppIfNeeded = () => {
  if (!fs.existsSync(path.join(rootDir, 'index.html')) || fs.existsSync(path.join(distDir, 'index.html'))) return;
  console.log('Building the app (first start)...');
  const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
    // The shipped build, whatever NODE_ENV the server itself runs under.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Building the app failed');
};

const main = async () => {
  const config = loadConfig();
  // Data files (the database, the signing secret, media) are the owner's only.
  process.umask(0o077);
  const releaseLock = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, (error) => {
        // Another process may be writing now: stop before acknowledging any write that could be lost.
        console.error(`Lost the lock on DATA_DIR (${error.message}); stopping.`);
        process.exit(1);
      });
  if (config.serveApp) buildAppIfNeeded();

  const database = await openDatabase(config);
  await database.migrate();
  if (!config.databaseUrl) await restrictToOwner(config.dataDir);

  const admin = await ensureAdmin(database.db, { mobileNumber: config.adminMobile, password: config.adminPassword });
  if (admin?.generatedPassword) {
    console.log(
      `\nCreated the admin account. Log in with mobile number ${admin.mobileNumber} and password ${admin.generatedPassword}\n` +
        'This password is shown only once.\n',
    );
  } else if (admin) {
    console.log(`Created the admin account for mobile number ${admin.mobileNumber}.`);
  }
  const storage = createStorage(config);
  if (config.demo && (await seedDemo(database.db, storage))) console.log('Added the demo content.');

  const app = await buildApp({
    db: database.db,
    storage,
    jwtSecret: config.jwtSecret ?? (await tokenSecret(database.db)),
    tokenTtlMinutes: config.tokenTtlMinutes,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    distDir: config.serveApp ? distDir : undefined,
    sourceMaps: config.sourceMaps,
    logLevel: config.logLevel,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight`);
    await app.close();
    await database.close();
    await releaseLock?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Newsroom back-office on http://localhost:${config.port} (API /api, docs /api/docs, ${database.driver} database)`,
  );
};

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
