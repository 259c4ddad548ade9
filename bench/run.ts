/**
 * `npm run bench`: list and search latency at scale, through the real app (routes, services, SQL).
 * Seeds BENCH_DATABASE_URL (default: database newsroom_bench on the local PostgreSQL) once with
 * BENCH_POSTS posts (default 1,000,000) and BENCH_REPORTERS reporters (default 100,000), then prints
 * p50/p95/max per call. Rerunning reuses the seeded database; set BENCH_RESEED=1 to rebuild it.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { openPostgres, selectRows } from '../server/src/db/client.js';
import { DiskStorage } from '../server/src/media/storage.js';
import { ensureDatabase } from './database.js';
import { makeSpreadsheetRows } from './spreadsheet.js';
import { RolesRepository } from '../server/src/roles/roles.repository.js';
import { accessOf, can, grantsOf, type Permission } from '#contract/permissions';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/newsroom_bench';
const postsWanted = Number(process.env.BENCH_POSTS ?? 1_000_000);
const reportersWanted = Number(process.env.BENCH_REPORTERS ?? 100_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);

const seed = async (db: Awaited<ReturnType<typeof openPostgres>>['db']) => {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from posts`);
  if (n >= postsWanted) return false;
  console.log(
    `Seeding ${reportersWanted.toLocaleString()} reporters and ${postsWanted.toLocaleString()} posts (once)...`,
  );
  const started = performance.now();
  await db.execute(
    sql`insert into languages (name) select 'Language ' || g from generate_series(1, 10) g on conflict do nothing`,
  );
  await db.execute(
    sql`insert into categories (kind, name) select 'post', 'Category ' || g from generate_series(1, 20) g on conflict do nothing`,
  );
  await db.execute(sql`
    insert into users (role, first_name, last_name, mobile_number, email, status, created_at)
    select case when g % 4 = 0 then 'GuestReporter' else 'Reporter' end,
           (array['Aarav','Priya','Rohan','Ananya','Vikram','Sneha','Arjun','Meera','Kabir','Diya'])[1 + g % 10],
           (array['Sharma','Nair','Mehta','Iyer','Singh','Kulkarni','Reddy','Das','Khan','Patel'])[1 + (g / 10) % 10] || g,
           lpad((7000000000 + g)::text, 10, '0'), 'reporter' || g || '@bench.example',
           (array['Active','Active','Active','Inactive','Pending','Trash'])[1 + g % 6],
           now() - g * interval '1 minute'
    from generate_series(1, ${reportersWanted}) g
    on conflict do nothing`);
  // Independent, repeatable draws: modulo assignments would tie status, category and language together.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`); // per session, so in the same transaction as the insert
    await tx.execute(sql`
    with c as (select array_agg(id) ids from categories where kind = 'post'),
         l as (select array_agg(id) ids from languages),
         r as (select array_agg(id) ids from (select id from users where role <> 'Admin' limit 5000) x)
    insert into posts (title, description, location, category_id, language_id, reporter_id, posted_on, status, created_at, updated_at)
    select 'Headline number ' || g, 'A short description of story ' || g || ' for the benchmark.',
           (array['Kochi','Delhi','Mumbai','Chennai','Jaipur','Pune','Hyderabad','Kolkata','Lucknow','Patna'])[1 + g % 10] || ' ward ' || (g % 500),
           c.ids[1 + floor(random() * array_length(c.ids, 1))::int], l.ids[1 + floor(random() * array_length(l.ids, 1))::int],
           r.ids[1 + floor(random() * array_length(r.ids, 1))::int],
           now() - (g % 200000) * interval '1 minute' + case when random() < 0.02 then interval '30 days' else interval '0' end,
           (array['Published','Published','Published','Pending','Rejected'])[1 + floor(random() * 5)::int],
           now() - g * interval '1 second', now() - g * interval '1 second'
    from generate_series(1, ${postsWanted}) g, c, l, r`);
  });
  // As autovacuum would on a live system: sets the visibility map so counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
};

const contentWanted = Number(process.env.BENCH_CONTENT ?? 1_000_000);

/** Short videos and daily quotes, BENCH_CONTENT of each (default 1,000,000), in the same status mix as posts. */
const seedShortsAndQuotes = async (db: Awaited<ReturnType<typeof openPostgres>>['db']) => {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from shorts`);
  if (n >= contentWanted) return;
  console.log(`Seeding ${contentWanted.toLocaleString()} short videos and daily quotes (once)...`);
  const started = performance.now();
  await db.execute(
    sql`insert into categories (kind, name) select 'short', 'Short category ' || g from generate_series(1, 12) g on conflict do nothing`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.17)`);
    await tx.execute(sql`
    with c as (select array_agg(id) ids from categories where kind = 'short'),
         r as (select array_agg(id) ids from (select id from users where role <> 'Admin' limit 5000) x)
    insert into shorts (video_key, category_id, reporter_id, posted_on, status, created_at, updated_at)
    select 'shorts/bench-' || g || '.mp4', c.ids[1 + floor(random() * array_length(c.ids, 1))::int],
           r.ids[1 + floor(random() * array_length(r.ids, 1))::int],
           now() - (g % 200000) * interval '1 minute' + case when random() < 0.02 then interval '30 days' else interval '0' end,
           (array['Published','Published','Published','Pending','Rejected'])[1 + floor(random() * 5)::int],
           now() - g * interval '1 second', now() - g * interval '1 second'
    from generate_series(1, ${contentWanted}) g, c, r`);
    await tx.execute(sql`
    with r as (select array_agg(id) ids from (select id from users where role <> 'Admin' limit 5000) x)
    insert into daily_quotes (media_key, publish_date, scheduled_date, reporter_id, status, created_at, updated_at)
    select 'quotes/bench-' || g || '.jpg', now() - (g % 2000) * interval '1 hour',
           now() - (g % 200000) * interval '1 minute' + case when random() < 0.02 then interval '30 days' else interval '0' end,
           r.ids[1 + floor(random() * array_length(r.ids, 1))::int],
           (array['Published','Published','Published','Pending','Rejected'])[1 + floor(random() * 5)::int],
           now() - g * interval '1 second', now() - g * interval '1 second'
    from generate_series(1, ${contentWanted}) g, r`);
  });
  await db.execute(sql`vacuum analyze`);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Issue 40: what the permission check adds. The check alone (the access from the admin's roles and `can`, per
 * request), then the same lists as an Owner (no scope, nothing hidden) and as a desk limited to one language whose
 * reporters hide two fields (the scope inside the query, the fields taken out of the answer), in one run.
 */
const permissionCost = async (
  db: Awaited<ReturnType<typeof openPostgres>>['db'],
  app: Awaited<ReturnType<typeof buildApp>>,
  ownerHeaders: { authorization: string },
  languageId: string,
) => {
  const permissions: Permission[] = [
    { resource: 'posts', actions: ['list', 'read', 'status'], languages: [languageId] },
    { resource: 'reporters', actions: ['list', 'read'], hiddenFields: ['mobileNumber', 'email'] },
  ];
  await db.execute(
    sql`insert into roles (name, permissions) values ('Bench desk', ${JSON.stringify(permissions)}::jsonb)
        on conflict do nothing`,
  );
  const [desk] = await selectRows<{ id: string }>(
    db,
    sql`insert into users (role, first_name, last_name, mobile_number, email, status)
        values ('Admin','Bench','Desk','6000000001','bench-desk@example.com','Active')
        on conflict (mobile_number) do update set status = 'Active' returning id`,
  );
  await new RolesRepository(db).give(desk.id, ['Bench desk']);
  const deskHeaders = { authorization: `Bearer ${await app.issueToken({ id: desk.id, role: 'Admin' }, '127.0.0.1')}` };

  const checks: number[] = [];
  const role = { name: 'Bench desk', builtIn: false, permissions };
  for (let i = 0; i < 10_000; i += 1) {
    const started = performance.now();
    can(accessOf(grantsOf(role)), 'posts', 'list');
    checks.push(performance.now() - started);
  }
  checks.sort((a, b) => a - b);
  console.log(
    `\n${'permission check alone (access from roles + can)'.padEnd(52)} p95 ${(percentile(checks, 95) * 1000).toFixed(1)} µs`,
  );
  console.log(`${'call, Owner / one-language desk'.padEnd(52)} ${'p95 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const [label, url] of [
    ['posts Published, page 1', '/api/posts/filter/Published?page=1&limit=15'],
    ['posts Pending, page 1000', '/api/posts/filter/Pending?page=1000&limit=15'],
    [
      'posts Published, location search "kochi ward 42"',
      '/api/posts/filter/Published?page=1&limit=15&search=kochi%20ward%2042',
    ],
    ['reporters Active, page 1 (desk: 2 fields hidden)', '/api/reporters/get/Active?page=1&limit=15'],
    ['dashboard summary', '/api/dashboard/summary'],
  ]) {
    const p95 = async (headers: { authorization: string }) => {
      const times: number[] = [];
      for (let i = 0; i < iterations + 3; i += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        if (i >= 3) times.push(performance.now() - started);
      }
      return percentile(
        times.sort((a, b) => a - b),
        95,
      );
    };
    const [owner, scoped] = [await p95(ownerHeaders), await p95(deskHeaders)];
    console.log(`${label.padEnd(52)} ${owner.toFixed(1).padStart(8)} ${scoped.toFixed(1).padStart(8)}`);
  }
};

const main = async () => {
  await ensureDatabase(baseUrl);
  const database = await openPostgres(baseUrl);
  await database.migrate();
  await seed(database.db);
  await seedShortsAndQuotes(database.db);
  const [admin] = await selectRows<{ id: string }>(database.db, sql`select id from users where role = 'Admin' limit 1`);
  const adminId =
    admin?.id ??
    (
      await selectRows<{ id: string }>(
        database.db,
        sql`insert into users (role, first_name, last_name, mobile_number, email, status) values ('Admin','Bench','Admin','6000000000','bench-admin@example.com','Active') returning id`,
      )
    )[0].id;
  // Issue 40: an admin is what their roles allow; the bench's admin is an Owner (a seeded database's admin may
  // predate roles and get Owner from migration 0015 too).
  await new RolesRepository(database.db).give(adminId, ['Owner']);
  const app = await buildApp({
    db: database.db,
    storage: new DiskStorage(path.join(os.tmpdir(), 'newsroom-bench-media')),
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    logLevel: 'silent',
  });
  const headers = { authorization: `Bearer ${await app.issueToken({ id: adminId, role: 'Admin' }, '127.0.0.1')}` };
  const categoryIds = (
    await selectRows<{ id: string }>(
      database.db,
      sql`select id from categories where kind = 'post' order by name limit 2`,
    )
  ).map((row) => row.id);
  const [{ id: languageId }] = await selectRows<{ id: string }>(database.db, sql`select id from languages limit 1`);
  const [{ id: shortCategoryId }] = await selectRows<{ id: string }>(
    database.db,
    sql`select id from categories where kind = 'short' order by name limit 1`,
  );

  const calls: [string, string][] = [
    ['posts Published, page 1', '/api/posts/filter/Published?page=1&limit=15'],
    ['posts Published, page 1000', '/api/posts/filter/Published?page=1000&limit=15'],
    ['posts Schedule, page 1', '/api/posts/filter/Schedule?page=1&limit=15'],
    [
      'posts Pending, 2 categories + language',
      `/api/posts/filter/Pending?page=1&limit=15&category=${categoryIds.join(',')}&language=${languageId}`,
    ],
    [
      'posts Published, location search "kochi ward 42"',
      '/api/posts/filter/Published?page=1&limit=15&search=kochi%20ward%2042',
    ],
    ['posts Rejected, page 1', '/api/posts/filter/Rejected?page=1&limit=15'],
    ['reporters Active, page 1 (with post counts)', '/api/reporters/get/Active?page=1&limit=15'],
    ['reporters Active, search "sharma12"', '/api/reporters/get/Active?page=1&limit=15&search=sharma12'],
    ['reporters Trash, roleType Reporter', '/api/reporters/get/Trash?page=1&limit=15&roleType=Reporter'],
    ['shorts Published, page 1', '/api/shorts/filter/Published?page=1&limit=10'],
    ['shorts Published, page 1000', '/api/shorts/filter/Published?page=1000&limit=10'],
    ['shorts Schedule, page 1', '/api/shorts/filter/Schedule?page=1&limit=10'],
    ['shorts Published, one category', `/api/shorts/filter/Published?page=1&limit=10&category=${shortCategoryId}`],
    ['shorts Rejected, page 1', '/api/shorts/filter/Rejected?page=1&limit=15'],
    ['quotes Published, page 1', '/api/dailyQuotes/filter/Published?page=1&limit=15'],
    ['quotes Published, last 7 days', '/api/dailyQuotes/filter/Published?page=1&limit=15&days=7'],
    ['quotes Pending, page 1000', '/api/dailyQuotes/filter/Pending?page=1000&limit=15'],
    ['dashboard summary (figures + 30 days published)', '/api/dashboard/summary'],
  ];

  console.log(
    `\n${'call'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  rows/total`,
  );
  for (const [label, url] of calls) {
    const times: number[] = [];
    let summary = '';
    for (let i = 0; i < iterations + 3; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      if (i >= 3) times.push(elapsed); // the first calls warm caches and JIT
      const body = response.json();
      if (body.dashboard) {
        const days: { posts: number; shorts: number; quotes: number }[] = body.dashboard.published;
        const published = days.reduce((sum, day) => sum + day.posts + day.shorts + day.quotes, 0);
        summary = `${days.length} days, ${published.toLocaleString()} published`;
        continue;
      }
      const list = body.posts ?? body.reporters ?? body.shorts ?? body.dailyQuotes;
      const rows = list.postsData ?? list.reporters ?? list.shortsData ?? list.dailyQuotes;
      summary = `${rows.length}/${list.pagination.totalRecords.toLocaleString()}`;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(52)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}  ${summary}`,
    );
  }

  await permissionCost(database.db, app, headers, languageId);

  // The CSV export of every reporter, a list status at a time, downloaded over a real socket as a browser would:
  // the client counts the bytes and lines and keeps nothing, so the memory growth is the server's.
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const download = async (status: string) => {
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
    const started = performance.now();
    const response = await fetch(`${origin}/api/reporters/export/${status}`, { headers });
    if (response.status !== 200 || !response.body) throw new Error(`export ${status} answered ${response.status}`);
    let firstByteMs = 0;
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += read.value.length;
      for (const byte of read.value) if (byte === 10) lines += 1;
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    return { rows: lines - 1, bytes, firstByteMs, totalMs, rssGrowth: peakRss - rssBefore };
  };
  // Throughput of the reporters list over real sockets: 10 clients asking one after another for 5 s (the figure
  // issue 15 compares: 696 requests/s with few reporters, 228 at 100,000 before the totals were trigger-kept).
  const throughput = async (url: string, clients = 10, seconds = 5) => {
    const until = performance.now() + seconds * 1000;
    let done = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) {
          const response = await fetch(`${origin}${url}`, { headers });
          if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
          await response.arrayBuffer();
          done += 1;
        }
      }),
    );
    return done / seconds;
  };
  await throughput('/api/reporters/get/Active?page=1&limit=15', 10, 1); // warm-up
  console.log(`\n${'requests/s, 10 clients, 5 s'.padEnd(52)}`);
  for (const [label, url] of [
    ['reporters Active, page 1', '/api/reporters/get/Active?page=1&limit=15'],
    ['health', '/api/health'],
  ])
    console.log(`${label.padEnd(52)} ${(await throughput(url)).toFixed(0).padStart(8)}`);

  await download('Trash'); // warms the JIT and the connection pool, as the list calls' first rounds do
  console.log(
    `\n${'CSV export (streamed)'.padEnd(28)} ${'rows'.padStart(8)} ${'MB'.padStart(6)} ${'first byte ms'.padStart(14)} ${'total ms'.padStart(9)} ${'peak RSS growth MB'.padStart(19)}`,
  );
  let exportedRows = 0;
  let exportMs = 0;
  for (const status of ['Active', 'Inactive', 'Pending', 'Trash']) {
    const { rows, bytes, firstByteMs, totalMs, rssGrowth } = await download(status);
    exportedRows += rows;
    exportMs += totalMs;
    console.log(
      `${status.padEnd(28)} ${rows.toLocaleString().padStart(8)} ${(bytes / 1e6).toFixed(1).padStart(6)} ${firstByteMs.toFixed(1).padStart(14)} ${totalMs.toFixed(0).padStart(9)} ${(rssGrowth / 1e6).toFixed(1).padStart(19)}`,
    );
  }
  console.log(
    `${'all statuses'.padEnd(28)} ${exportedRows.toLocaleString().padStart(8)} ${exportMs.toFixed(0).padStart(41)}`,
  );

  const importRows = 5000;
  const file = makeSpreadsheetRows(importRows);
  const boundary = '----bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="postFile"; filename="posts.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const imported = await app.inject({
    method: 'POST',
    url: '/api/posts/upload',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const importMs = performance.now() - started;
  console.log(
    `\nimport of ${importRows} rows (.xlsx, ${(file.length / 1024).toFixed(0)} KiB): ${importMs.toFixed(0)} ms, status ${imported.statusCode}`,
  );
  await database.db.execute(sql`delete from posts where title like 'Bench import %'`);

  await app.close();
  await database.close();
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
