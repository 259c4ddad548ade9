/**
 * Part of `npm run bench` (issue 28): the audit log's costs on PostgreSQL, through the real app (app.inject).
 * 1. The update path (PUT /api/posts/update/{id}, one field): the same requests with the audit write and without it,
 *    after a warm-up, alternating A B B A so drift in the machine's load falls on both alike. Goal: at most 10% more.
 *    "Without" is a second app on connections whose search_path finds a PL/pgSQL `audit_entry_insert` that does
 *    nothing (schema bench_without_audit) before the real one: the same code and statement, without the entry's
 *    insert and its tallies; the server itself has no way to skip the entry.
 * 2. The Activity list (GET /api/audit, page 1) with BENCH_AUDIT_ENTRIES entries (default 1,000,000), unfiltered and
 *    with each filter, and the plan of each audit statement the app sent for it (EXPLAIN ANALYZE of the same text and
 *    parameters): which index serves it. Goal: p95 under 20 ms.
 * Seeds database newsroom_bench_audit once (generate_series; the insert's trigger tallies it); BENCH_RESEED=1 seeds
 * it again.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app.js';
import { openPostgres, selectRows, type Db } from '../server/src/db/client.js';
import { DiskStorage } from '../server/src/media/storage.js';
import { ensureDatabase } from './database.js';

const baseUrl = process.env.BENCH_AUDIT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/newsroom_bench_audit';
const entriesWanted = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const updates = Number(process.env.BENCH_AUDIT_UPDATES ?? 1000);
const listCalls = Number(process.env.BENCH_AUDIT_LIST_CALLS ?? 100);
const WARM_UP = 100;

const ACTOR = '00000000-0000-4000-8000-000000000007';
const ACTOR_MOBILE = '9000000007';
const FAILED_MOBILE = '5550001111';
const RECORD = '00000000-0000-4000-9000-000000001234';

/**
 * Entries over a year, 50 actors, 12 resources and 8 actions, each about one of 200,000 records (the actors' ids
 * and mobile numbers: ACTOR and ACTOR_MOBILE below for g % 50 = 7), and every 100,000th a failed sign-in of
 * FAILED_MOBILE (no actor id). The insert's trigger adds them to audit_tallies.
 */
const seed = async (db: Db) => {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from audit_entries`);
  if (n >= entriesWanted) return;
  console.log(`Seeding ${(entriesWanted - n).toLocaleString()} audit entries (once)...`);
  const started = performance.now();
  await db.execute(sql`
    insert into audit_entries (at, actor_id, actor_name, actor_mobile, address, action, resource, record_ids, changes)
    select now() - (g * 31.536) * interval '1 second',
           case when failed then null else ('00000000-0000-4000-8000-' || lpad((g % 50)::text, 12, '0'))::uuid end,
           case when failed then null else 'Admin ' || (g % 50) end,
           case when failed then ${FAILED_MOBILE} else lpad((9000000000 + g % 50)::text, 10, '0') end,
           '10.0.0.' || (g % 200),
           case when failed then 'signInFailed'
                else (array['update','update','update','status','create','upload','bulkStatus','signIn'])[1 + g % 8] end,
           case when failed then 'account'
                else (array['posts','shorts','dailyQuotes','reporters','languages','postCategories','ads','jobs',
                            'novels','magazines','reporterTickets','account'])[1 + (g / 8) % 12] end,
           array[('00000000-0000-4000-9000-' || lpad((g % 200000)::text, 12, '0'))],
           jsonb_build_array(jsonb_build_object('field', 'title', 'before', 'Old ' || g, 'after', 'New ' || g))
    from generate_series(${n + 1}::int, ${entriesWanted}::int) g, lateral (select g % 100000 = 0 as failed) kind`);
  await db.execute(sql`vacuum analyze audit_entries`);
  await db.execute(sql`vacuum analyze audit_tallies`);
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
    `${label.padEnd(56)} ${p50.toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${max.toFixed(2).padStart(8)}  ${note}`,
  );
};

/** The statements the app sends while `statements` is set (text and parameters), so the same ones are EXPLAINed. */
let statements: { text: string; values: unknown[] }[] | undefined;
const sendQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: typeof sendQuery }).query = function (this: pg.Client, ...args) {
  const [first, second] = args;
  if (statements && typeof first === 'string') statements.push({ text: first, values: (second ?? []) as unknown[] });
  else if (statements && first && typeof first === 'object' && 'text' in first) {
    const config = first as pg.QueryConfig;
    statements.push({ text: config.text, values: config.values ?? ((second ?? []) as unknown[]) });
  }
  return sendQuery.apply(this, args);
};

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan, e.g. "Index Only Scan using audit_entries_action_at_idx". */
const scansOf = (node: PlanNode): string[] => [
  ...(node['Index Name']
    ? [`${node['Node Type']} using ${node['Index Name']}`]
    : node['Node Type'].includes('Scan') && node['Relation Name']
      ? [`${node['Node Type']} on ${node['Relation Name']}`]
      : []),
  ...(node.Plans ?? []).flatMap(scansOf),
];

const explain = async (client: pg.Client, statement: { text: string; values: unknown[] }) => {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    `explain (analyze, format json) ${statement.text}`,
    statement.values,
  );
  const [{ Plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
  const what = /count\(\*\)|sum\(/.test(statement.text) ? 'count' : 'page ';
  return `${what} ${ms.toFixed(2).padStart(7)} ms: ${[...new Set(scansOf(Plan))].join(', ')}`;
};

type App = Awaited<ReturnType<typeof buildApp>>;
interface Apps {
  audited: App;
  plain: App;
}

/** The database once more, on connections that find bench_without_audit's audit_entry_insert first. */
const openWithoutAudit = async (db: Db) => {
  await db.execute(sql`create schema if not exists bench_without_audit`);
  await db.execute(sql`
    create or replace function bench_without_audit.audit_entry_insert(
      uuid, text, text, text, text, text[], jsonb, jsonb
    ) returns void language plpgsql as $$ begin end $$`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', '-c search_path=bench_without_audit,public');
  return openPostgres(url.toString());
};

let saves = 0;

/** One save of a post's title (the next of the posts), through the app with the audit write or without: its time in ms. */
const timeUpdate = async (apps: Apps, headers: Record<string, string>, postIds: string[], on: boolean) => {
  saves += 1;
  const app = on ? apps.audited : apps.plain;
  const started = performance.now();
  const res = await app.inject({
    method: 'PUT',
    url: `/api/posts/update/${postIds[saves % postIds.length]}`,
    headers,
    payload: { postTitle: `Bench ${on ? 'audited' : 'plain'} ${saves}` },
  });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`update answered ${res.statusCode}: ${res.body}`);
  return elapsed;
};

const main = async () => {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  await ensureDatabase(baseUrl);
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
        sql`insert into users (role, first_name, last_name, mobile_number, email, status)
            values ('Admin','Bench','Admin','6000000000','bench-admin@example.com','Active') returning id`,
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

  const withoutAudit = await openWithoutAudit(db);
  const appOn = (on: Db) =>
    buildApp({
      db: on,
      storage: new DiskStorage(path.join(os.tmpdir(), 'newsroom-bench-media')),
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      logLevel: 'silent',
    });
  const apps = { audited: await appOn(db), plain: await appOn(withoutAudit.db) };
  const app = apps.audited;
  await Promise.all([app.ready(), apps.plain.ready()]);
  const headers = { authorization: `Bearer ${await app.issueToken({ id: adminId, role: 'Admin' }, '127.0.0.1')}` };

  console.log(
    `\n${'audit (PostgreSQL)'.padEnd(56)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (let i = 0; i < WARM_UP; i += 1) await timeUpdate(apps, headers, postIds, i % 2 === 0);
  const audited: number[] = [];
  const plain: number[] = [];
  // A B B A, one request each: both see the same moments of the machine's load.
  for (let pair = 0; audited.length < updates; pair += 1) {
    const first = pair % 2 === 0;
    (first ? audited : plain).push(await timeUpdate(apps, headers, postIds, first));
    (first ? plain : audited).push(await timeUpdate(apps, headers, postIds, !first));
  }
  row('PUT /api/posts/update, with the audit entry', audited);
  row('PUT /api/posts/update, without it (a function that does nothing)', plain);
  const more = (p: 'p50' | 'p95') => ((stats(audited)[p] / stats(plain)[p] - 1) * 100).toFixed(1);
  // Each request against its neighbour of the other kind: the machine's load changes less between the two.
  const paired = stats(audited.map((time, i) => time - plain[i])).p50;
  console.log(
    `the audit write adds ${more('p50')}% at p50, ${more('p95')}% at p95; the median difference of neighbouring ` +
      `requests is ${paired.toFixed(2)} ms, ${((paired / stats(plain).p50) * 100).toFixed(1)}% (goal: at most 10%)`,
  );

  const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const range = `from=${dayAgo(30)}&to=${dayAgo(2)}`;
  const calls: [string, string][] = [
    ['page 1, no filter', ''],
    ['one resource', 'resource=posts'],
    ['one action', 'action=status'],
    ['one actor (id)', `actor=${ACTOR}`],
    ['one actor (mobile number)', `actor=${ACTOR_MOBILE}`],
    ["a failed sign-in's number", `actor=${FAILED_MOBILE}`],
    ['one actor and one resource', `actor=${ACTOR}&resource=posts`],
    ['one actor and one action', `actor=${ACTOR}&action=update`],
    ['from/to (28 days, ends within days)', range],
    ['one record (History panel)', `recordId=${RECORD}`],
    ['resource, action, actor, from/to', `resource=posts&action=update&actor=${ACTOR}&${range}`],
    ['page 100, no filter', 'page=100'],
  ];
  const explainer = new pg.Client({ connectionString: baseUrl });
  await explainer.connect();
  console.log(`\nActivity list (GET /api/audit), ${entriesWanted.toLocaleString()} entries, ${listCalls} calls each`);
  for (const [label, query] of calls) {
    const url = `/api/audit?${query}`;
    const times: number[] = [];
    let total = 0;
    let sent: { text: string; values: unknown[] }[] = [];
    for (let i = 0; i < listCalls + 5; i += 1) {
      statements = i === 0 ? [] : undefined;
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      total = res.json().audit.pagination.totalRecords;
      if (i === 0) sent = statements!.filter((statement) => /audit_(entries|tallies)/.test(statement.text));
      if (i >= 5) times.push(elapsed);
    }
    statements = undefined;
    row(label, times, `${total.toLocaleString()} entries`);
    for (const statement of sent) console.log(`    ${await explain(explainer, statement)}`);
  }
  await explainer.end();
  await Promise.all([app.close(), apps.plain.close()]);
  await Promise.all([database.close(), withoutAudit.close()]);
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
};

await main();
