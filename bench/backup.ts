/**
 * `npm run bench:backup`: backup and restore of BENCH_POSTS posts (default 100,000) with BENCH_MEDIA_MB of media
 * (default 2048, in 1 MB files) on embedded PGlite, each step in a process of its own so that its peak memory
 * (maxRSS) is its own. Run it at two sizes to see memory stay flat as the data grows.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { createBackup } from '../server/src/backups/backup.js';
import { restoreArchive, verifyArchive } from '../server/src/backups/restore.js';
import { openPglite, pgliteOptions } from '../server/src/db/client.js';
import { DiskStorage } from '../server/src/media/storage.js';

const [step, dataDir, file] = process.argv.slice(2);

/** One step, in this process: prints its time and peak memory as a JSON line. */
const runStep = async () => {
  const started = performance.now();
  const database = await openPglite(new PGlite(path.join(dataDir, 'pgdata'), pgliteOptions));
  const storage = new DiskStorage(path.join(dataDir, 'media'));
  if (step === 'backup') {
    await createBackup({ db: database.db, storage, file, passphrase: process.env.BACKUP_PASSPHRASE });
  } else {
    const manifest = await verifyArchive(file, process.env.BACKUP_PASSPHRASE);
    await restoreArchive(file, manifest, { db: database.db, storage }, { passphrase: process.env.BACKUP_PASSPHRASE });
  }
  await database.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ step, seconds, peakMB: process.resourceUsage().maxRSS / 1024 }));
};

const seed = async (dir: string, posts: number, mediaMb: number) => {
  fs.mkdirSync(dir, { recursive: true });
  const database = await openPglite(new PGlite(path.join(dir, 'pgdata'), pgliteOptions));
  await database.migrate();
  const { db } = database;
  await db.execute(sql`insert into languages (name) select 'Language ' || g from generate_series(1, 10) g`);
  await db.execute(
    sql`insert into categories (kind, name) select 'post', 'Category ' || g from generate_series(1, 20) g`,
  );
  await db.execute(sql`
    insert into users (role, first_name, last_name, mobile_number, email, status)
    select 'Reporter', 'Reporter', 'Number ' || g, lpad((7000000000 + g)::text, 10, '0'), 'reporter' || g || '@bench.example', 'Active'
    from generate_series(1, 1000) g`);
  await db.execute(sql`
    with c as (select array_agg(id) ids from categories), l as (select array_agg(id) ids from languages),
         r as (select array_agg(id) ids from users)
    insert into posts (title, description, location, category_id, language_id, reporter_id, posted_on, status, image_key)
    select 'Headline number ' || g, 'A short description of story ' || g || ' for the benchmark.', 'Kochi',
           c.ids[1 + g % 20], l.ids[1 + g % 10], r.ids[1 + g % 1000], now() - g * interval '1 minute',
           'Published', 'posts/' || lpad(to_hex(g % ${Math.max(mediaMb, 1)}), 8, '0') || '-0000-4000-8000-000000000000.jpg'
    from generate_series(1, ${posts}) g, c, l, r`);
  await database.close();
  const media = path.join(dir, 'media', 'posts');
  fs.mkdirSync(media, { recursive: true });
  for (let i = 0; i < mediaMb; i += 1) {
    fs.writeFileSync(
      path.join(media, `${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000.jpg`),
      randomBytes(1 << 20),
    );
  }
};

const child = (name: string, dir: string, archive: string) => {
  const result = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, name, dir, archive], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${name} failed`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { seconds: number; peakMB: number };
};

const bench = async () => {
  const posts = Number(process.env.BENCH_POSTS ?? 100_000);
  const mediaMb = Number(process.env.BENCH_MEDIA_MB ?? 2048);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-backup-'));
  try {
    const source = path.join(root, 'source');
    const target = path.join(root, 'target');
    const archive = path.join(root, 'backup.tar');
    console.log(`Seeding ${posts.toLocaleString()} posts and ${mediaMb.toLocaleString()} MB of media...`);
    await seed(source, posts, mediaMb);
    fs.mkdirSync(target);
    const backup = child('backup', source, archive);
    const archiveMb = fs.statSync(archive).size / 2 ** 20;
    const restore = child('restore', target, archive);
    console.log(
      `Backup:  ${backup.seconds.toFixed(1)} s, peak memory ${backup.peakMB.toFixed(0)} MB (archive ${archiveMb.toFixed(0)} MB)\n` +
        `Restore: ${restore.seconds.toFixed(1)} s (checked in full first, verified after), peak memory ${restore.peakMB.toFixed(0)} MB`,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
};

await (step ? runStep() : bench());
