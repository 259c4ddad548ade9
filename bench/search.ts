/**
 * `npm run bench:search` (issue 42): the top bar's search at scale. Seeds BENCH_SEARCH_POSTS posts (default 100,000)
 * and as many reporters, in English, Hindi, Tamil and Urdu, then prints p50/p95/max of SearchService.search (every
 * group, as an Owner) per query and the plans of the posts and reporters queries (SearchService.explain). PostgreSQL at BENCH_DATABASE_URL
 * (default database newsroom_search_bench on the local server, seeded once; BENCH_RESEED=1 seeds it again); with
 * BENCH_PGLITE=1 a fresh PGlite data directory instead.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { accessOf, builtInRoles } from '#contract/permissions';
import { openDatabase, selectRows, type Db } from '../server/src/db/client.js';
import { SearchService } from '../server/src/search/search.service.js';
import { ensureDatabase } from './database.js';

const pglite = process.env.BENCH_PGLITE === '1';
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/newsroom_search_bench';
const wanted = Number(process.env.BENCH_SEARCH_POSTS ?? 100_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 10);

const queries = ['Delhi flood', 'floods', 'Dehli', 'बाढ़', 'दिल्ली में', 'சென்னை', 'எச்சரிக்கை', 'کراچی', 'كراچي', '7000012'];

const seed = async (db: Db) => {
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from posts`);
  if (n >= wanted) return;
  console.log(`Seeding ${wanted.toLocaleString()} posts and ${wanted.toLocaleString()} reporters (once)...`);
  const started = performance.now();
  await db.execute(
    sql`insert into languages (name) values ('English'), ('Hindi'), ('Tamil'), ('Urdu') on conflict do nothing`,
  );
  await db.execute(sql`insert into categories (kind, name) values ('post', 'News') on conflict do nothing`);
  await db.execute(sql`
    insert into users (role, first_name, last_name, mobile_number, email, status)
    select 'Reporter',
           (array['Aarav','Priya','राहुल','सुनीता','முருகன்','லட்சுமி','عمران','فاطمہ'])[1 + g % 8],
           (array['Sharma','Nair','वर्मा','தேவி','خان'])[1 + g % 5] || g,
           lpad((7000000000 + g)::text, 10, '0'), 'reporter' || g || '@bench.example', 'Active'
    from generate_series(1, ${wanted}) g on conflict do nothing`);
  await db.execute(sql`
    with c as (select id from categories where kind = 'post' limit 1),
         r as (select id from users where role = 'Reporter' limit 1)
    insert into posts (title, description, location, category_id, language_id, reporter_id, posted_on, status)
    select (array['Delhi floods: ward ', 'दिल्ली में बाढ़ से हालात ', 'சென்னையில் கனமழை எச்சரிக்கை ', 'کراچی میں بارش کے بعد سیلاب ',
                  'Market prices rise in ward ', 'पटना में चुनाव की तैयारी ', 'மதுரையில் பள்ளி திறப்பு ', 'لاہور میں تعلیمی پالیسی '])[1 + g % 8] || g,
           'A short description of story ' || g || ' for the benchmark.',
           (array['Kochi','Delhi','Mumbai','Chennai','Patna','Karachi'])[1 + g % 6],
           c.id, (select id from languages order by name offset (g % 4) limit 1), r.id,
           now() - g * interval '1 minute', (array['Published','Pending','Rejected'])[1 + g % 3]
    from generate_series(1, ${wanted}) g, c, r`);
  await db.execute(sql`analyze`);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

const main = async () => {
  const dataDir = pglite ? await fs.mkdtemp(path.join(os.tmpdir(), 'search-bench-')) : '';
  if (!pglite) await ensureDatabase(url);
  const database = await openDatabase(pglite ? { dataDir } : { databaseUrl: url, dataDir });
  await database.migrate();
  const db = database.db;
  await seed(db);
  const service = new SearchService(db);
  const owner = accessOf(builtInRoles.Owner);
  console.log(`\n${pglite ? 'PGlite' : 'PostgreSQL'}: ${iterations} runs per query, every group, 5 items each`);
  const all: number[] = [];
  for (const q of queries) {
    const times: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      const started = performance.now();
      await service.search(owner, q, 5);
      times.push(performance.now() - started);
    }
    all.push(...times);
    console.log(
      `${q.padEnd(14)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms`,
    );
  }
  console.log(`all queries    p95 ${percentile(all, 95).toFixed(1)} ms`);
  // The plans of the slowest kind of query (a word most records hold) and of a typo, as the search runs them.
  for (const [resource, q] of [
    ['posts', 'floods'],
    ['posts', 'Dehli'],
    ['reporters', '7000012'],
  ] as const) {
    console.log(`\nPlan (${resource}, '${q}'):\n${await service.explain(owner, q, resource, 5)}`);
  }
  await database.close();
  if (pglite) await fs.rm(dataDir, { recursive: true, force: true });
};

await main();
