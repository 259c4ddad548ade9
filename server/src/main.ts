import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir, restrictToOwner } from './db/data-dir-lock.js';
import { createStorage } from './media/storage.js';
import { rootDir } from './paths.js';
import { tokenSecret } from './settings/settings.repository.js';
import { ensureAdmin } from './seed/admin.js';
import { archiveName } from './backups/archive-format.js';
import { serveBackupSocket } from './backups/backup-socket.js';
import { pendingMigrations, scheduleBackups } from './backups/schedule.js';
import { BackupsService } from './backups/backups.service.js';

const distDir = path.join(rootDir, 'dist');

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
  if (config.serveApp && !fs.existsSync(path.join(distDir, 'index.html'))) {
    // npm start builds it first (server/build.js --missing); a server started otherwise says what is missing.
    console.log(`No app build in ${distDir}: serving the API only (npm run build builds the app).`);
  }

  const database = await openDatabase(config);
  const storage = await createStorage(config);
  // Processes started together on one PostgreSQL database take turns: the first migrates and seeds, the others
  // then find it done.
  await database.exclusively(async () => {
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      // A start that changes the schema keeps the database as it was first: the way back should a migration fail.
      const before = new BackupsService(database.db, storage, config.backups, (line) => console.log(line));
      await before.create(archiveName(new Date()), `before migrating to ${pending.at(-1)!.tag}`);
    }
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
    if (config.demo) {
      // The demo's makers (pdf-lib, sharp) are loaded only for it: about 0.45 s of a start that does not need them.
      const { seedDemo } = await import('./seed/demo.js');
      if (await seedDemo(database.db, storage)) console.log('Added the demo content.');
    }
  });

  const app = await buildApp({
    db: database.db,
    databaseUrl: database.url,
    storage,
    jwtSecret: config.jwtSecret ?? (await tokenSecret(database.db)),
    tokenTtlMinutes: config.tokenTtlMinutes,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    distDir: config.serveApp ? distDir : undefined,
    sourceMaps: config.sourceMaps,
    logLevel: config.logLevel,
    requireTwoFactor: config.requireTwoFactor,
    backups: config.backups,
    auditRetentionDays: config.auditRetentionDays,
    webhooks: {
      allowPrivate: config.webhooks.allowPrivate,
      ...(config.webhooks.backoffSeconds && { backoffSeconds: config.webhooks.backoffSeconds }),
    },
  });
  const stopSchedule = scheduleBackups(app.backups, database, config.backupEveryHours);
  // On the embedded database this process holds DATA_DIR's lock, so `npm run backup` asks it (backup-socket.ts).
  const closeBackupSocket = config.databaseUrl
    ? undefined
    : await serveBackupSocket(config.dataDir, {
        db: database.db,
        storage,
        passphrase: config.backups.passphrase,
        log: (line) => app.log.info(line),
      });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight`);
    stopSchedule();
    await closeBackupSocket?.();
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
