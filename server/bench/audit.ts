/**
 * Part of `npm run bench` (issue 28): the audit log's costs on PostgreSQL, through the real app.
 * 1. The update path (PUT /api/posts/update/{id}) with the audit write, against the same call of the code just
 *    before the audit log (BENCH_BASELINE_DIR, else the parent of the commit "audit core: ..." unpacked by git
 *    archive into a temporary folder), run on the same database. Goal: at most 10% more.
 * 2. The Activity list (GET /api/audit) with BENCH_AUDIT_ENTRIES entries (default 1,000,000), unfiltered and with
 *    each filter. Goal: p95 under 20 ms. Seeds database newsroom_bench_audit once; BENCH_RESEED=1 rebuilds it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openPostgres, selectRows, type Db } from '../src/db/client.js';
import { DiskStorage } from '../src/media/storage.js';

const baseUrl = process.env.BENCH_AUDIT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/newsroom_bench_audit';
const entriesWanted = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const updates = Number(process.env.BENCH_AUDIT_UPDATES ?? 300);

/** A folder holding the sources of the commit before the audit log, with this checkout's node_modules. */
const baselineCheckout = () => {
  if (process.env.BENCH_BASELINE_DIR) return process.env.BENCH_BASELINE_DIR;
  const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const core = git(['log', '--format=%H', '--grep=^audit core:', '--reverse']).split('\n')[0];
  if (!core) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-audit-baseline-'));
  const archive = execFileSync('git', ['archive', `${core}^`, 'server', 'contract', 'package.json', 'tsconfig.json'], {
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return dir;
};

const ensureDatabase = async () => {
  const url = new URL(baseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  if (process.env.BENCH_RESEED === '1') await admin.query(`drop database if exists ${name} with (force)`);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
};

/** Entries over a year, 50 actors, 12 resources and 8 actions, each about one of 200,000 records. */
const seed = async (db: Db) => {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from audit_entries`);
  if (n >= entriesWanted) return;
  console.log(`Seeding ${entriesWanted.toLocaleString()} audit entries (once)...`);
  const started = performance.now();
  await db.execute(sql`
    insert into audit_entries (at, actor_id, actor_name, actor_mobile, address, action, resource, record_ids, changes)
    select now() - (g * 31.536) * interval '1 second',
           ('00000000-0000-4000-8000-' || lpad((g % 50)::text, 12, '0'))::uuid,
           'Admin ' || (g % 50), lpad((9000000000 + g % 50)::text, 10, '0'), '10.0.0.' || (g % 200),
           (array['update','update','update','status','create','upload','bulkStatus','signIn'])[1 + g % 8],
           (array['posts','shorts','dailyQuotes','reporters','languages','postCategories','ads','jobs','novels',
                  'magazines','reporterTickets','account'])[1 + (g / 8) % 12],
           array[('00000000-0000-4000-9000-' || lpad((g % 200000)::text, 12, '0'))],
           jsonb_build_array(jsonb_build_object('field', 'title', 'before', 'Old ' || g, 'after', 'New ' || g))
    from generate_series(1, ${entriesWanted - n}) g`);
  await db.execute(sql`insert into audit_counts (slot, entries) values (0, ${entriesWanted - n})
    on conflict (slot) do update set entries = audit_counts.entries + excluded.entries`);
  await db.execute(sql`vacuum analyze audit_entries`);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
};

const row = (label: string, times: number[], note = '') => {
  const { p50, p95, max } = stats(times);
  console.log(
    `${label.padEnd(52)} ${p50.toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${max.toFixed(2).padStart(8)}  ${note}`,
  );
};

type AppBuilder = typeof buildApp;

const appOn = async (build: AppBuilder, db: Db, adminId: string) => {
  const app = await build({
    db,
    storage: new DiskStorage(path.join(os.tmpdir(), 'newsroom-bench-media')),
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    logLevel: 'silent',
  });
  await app.ready();
  const headers = { authorization: `Bearer ${await app.issueToken({ id: adminId, role: 'Admin' }, '127.0.0.1')}` };
  return { app, headers };
};

/** `updates` saves of one post's title each, alternating over 20 posts; the first 20 warm up. */
const updateTimes = async (target: Awaited<ReturnType<typeof appOn>>, postIds: string[], round: string) => {
  const times: number[] = [];
  for (let i = 0; i < updates + 20; i += 1) {
    const id = postIds[i % postIds.length];
    const started = performance.now();
    const res = await target.app.inject({
      method: 'PUT',
      url: `/api/posts/update/${id}`,
      headers: target.headers,
      payload: { postTitle: `Bench ${round} ${i}` },
    });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`update answered ${res.statusCode}: ${res.body}`);
    if (i >= 20) times.push(elapsed);
  }
  return times;
};

const main = async () => {
  await ensureDatabase();
  const database = await openPostgres(baseUrl);
  await database.migrate();
  const { db } = database;
  await seed(db);
  const [admin] = await selectRows<{ id: string }>(db, sql`select id from users where role = 'Admin' limit 1`);
  const adminId =
    admin?.id ??
    (
      await selectRows<{ id: string }>(
        db,
        sql`insert into users (role, first_name, last_name, mobile_number, email, status) values ('Admin','Bench','Admin','6000000000','bench-admin@example.com','Active') returning id`,
      )
    )[0].id;
  await db.execute(sql`insert into languages (name) values ('Bench language') on conflict do nothing`);
  await db.execute(sql`insert into categories (kind, name) values ('post', 'Bench category') on conflict do nothing`);
  const postIds = (
    await selectRows<{ id: string }>(
      db,
      sql`insert into posts (title, description, location, category_id, language_id, reporter_id, status, posted_on)
          select 'Bench post ' || g, 'Description ' || g, 'Kochi',
                 (select id from categories where kind = 'post' limit 1), (select id from languages limit 1),
                 ${adminId}::uuid, 'Pending', now() + interval '1 day'
          from generate_series(1, 20) g returning id`,
    )
  ).map((found) => found.id);

  const withAudit = await appOn(buildApp, db, adminId);
  console.log(
    `\n${'audit (PostgreSQL)'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );

  const baselineDir = baselineCheckout();
  const baselineApp = baselineDir && path.join(baselineDir, 'server/src/app.ts');
  const baseline =
    baselineApp && fs.existsSync(baselineApp)
      ? await appOn(((await import(baselineApp)) as { buildApp: AppBuilder }).buildApp, db, adminId)
      : undefined;
  // Interleaved rounds, so drift in the machine's load falls on both alike.
  const audited: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    audited.push(...(await updateTimes(withAudit, postIds, `a${round}`)));
    if (baseline) plain.push(...(await updateTimes(baseline, postIds, `b${round}`)));
  }
  row('PUT /api/posts/update, with the audit entry', audited);
  if (baseline) {
    row('PUT /api/posts/update, without (the code before it)', plain);
    const more = (stats(audited).p50 / stats(plain).p50 - 1) * 100;
    console.log(`the audit write adds ${more.toFixed(1)}% at p50 (goal: at most 10%)`);
    await baseline.app.close();
  } else console.log('no checkout from before the audit log: the comparison is skipped');

  const record = '00000000-0000-4000-9000-000000001234';
  const actor = '00000000-0000-4000-8000-000000000007';
  const calls: [string, string][] = [
    ['activity, page 1 (no filter)', '/api/audit'],
    ['activity, page 100 (no filter)', '/api/audit?page=100'],
    ['activity of one record (History panel)', `/api/audit?recordId=${record}`],
    ['activity of one resource', '/api/audit?resource=posts'],
    ['activity of one resource and record', `/api/audit?resource=posts&recordId=${record}`],
    ['activity of one actor', `/api/audit?actor=${actor}`],
    ['activity of one action', '/api/audit?action=status'],
    ['activity of the last 7 days', `/api/audit?from=${new Date(Date.now() - 7 * 86_400_000).toISOString()}`],
  ];
  for (const [label, url] of calls) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < iterations + 3; i += 1) {
      const started = performance.now();
      const res = await withAudit.app.inject({ method: 'GET', url, headers: withAudit.headers });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      total = res.json().audit.pagination.totalRecords;
      if (i >= 3) times.push(elapsed);
    }
    row(label, times, `${total.toLocaleString()} entries`);
  }
  await withAudit.app.close();
  await database.close();
};

await main();
