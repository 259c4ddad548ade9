/**
 * `npm run bench:floor` (issue 46): how close three list calls come to their SQL floor. The built product gets 300
 * Active reporters, 30 languages and 300 Pending posts, then for each list (page 1 of 15 rows, `search=o`, a bearer
 * token) autocannon sends keep-alive requests on BENCH_FLOOR_CONNECTIONS connections (default 50 and 200) for
 * BENCH_FLOOR_SECONDS (default 5) each. Its floor: the same page and count statements (and the reporters' post counts)
 * sent straight through node-postgres with the server's pool size (10), by as many loops as there were connections,
 * each loop one list call after another. On PostgreSQL the floor's pool connects to the same database; on PGlite it is
 * the embedded database of the same data folder, opened once the server has stopped, through the same worker thread
 * and pool the server uses. Printed: requests/s, p50 and p99 of the API and of the floor, and the API's share of the
 * floor. BENCH_FLOOR_BEFORE=<dir> measures the built product of that directory first, on the same data, for a
 * before/after of one run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiCall, percentile, seedActiveReporters } from '../e2e/keep-alive-load.js';
import { freshPostgresDatabase, rootDir, startServer } from '../e2e/server-process.js';
import { openDatabase } from '../server/src/db/client.js';

const seconds = Number(process.env.BENCH_FLOOR_SECONDS ?? 5);
const connectionCounts = (process.env.BENCH_FLOOR_CONNECTIONS ?? '50,200').split(',').map(Number);
const databases = (process.env.BENCH_FLOOR_DATABASES ?? 'PostgreSQL,PGlite').split(',');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const beforeDir = process.env.BENCH_FLOOR_BEFORE && path.resolve(process.env.BENCH_FLOOR_BEFORE);
const poolSize = 10;
const admin = { mobileNumber: '9000000001', password: 'bench-password-1' };
const search = 'o';
const pattern = `%${search}%`;

/** A list call of the API, and the statements the server sends for it, as a list call of the floor. */
interface List {
  name: string;
  path: string;
  floor(query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>): Promise<void>;
}

const lists: List[] = [
  {
    name: 'reporters',
    path: `/api/reporters/get/Active?page=1&limit=15&search=${search}`,
    floor: async (query) => {
      const where = `status = 'Active' and role in ('Reporter', 'GuestReporter') and search_text ilike $1`;
      const [page] = await Promise.all([
        query(
          `select id, role, first_name, middle_name, last_name, mobile_number, email, status, created_at, updated_at
           from users where ${where} order by created_at desc, id desc limit 15 offset 0`,
          [pattern],
        ),
        query(`select count(*) from users where ${where}`, [pattern]),
      ]);
      await query(
        `select reporter_id, count(*) filter (where status = 'Published'), count(*) filter (where status = 'Rejected')
         from posts where reporter_id = any($1) group by reporter_id`,
        [page.rows.map((row) => row.id)],
      );
    },
  },
  {
    name: 'posts',
    path: `/api/posts/filter/Pending?page=1&limit=15&search=${search}`,
    floor: async (query) => {
      const where = `status = 'Pending' and location ilike $1`;
      await Promise.all([
        query(
          `select p.id, p.title, p.description, p.location, p.category_id, p.language_id, p.reporter_id, p.posted_on,
                  p.image_key, p.status, p.created_at, p.updated_at, c.name, l.name, u.first_name, u.last_name, u.mobile_number from posts p
             join categories c on c.id = p.category_id join languages l on l.id = p.language_id
             join users u on u.id = p.reporter_id
           where p.id in (select id from posts where ${where} order by created_at desc, id desc limit 15 offset 0)
           order by p.created_at desc, p.id desc`,
          [pattern],
        ),
        query(`select count(*) from posts where ${where}`, [pattern]),
      ]);
    },
  },
  {
    name: 'languages',
    path: `/api/language/get?page=1&limit=15&search=${search}`,
    floor: async (query) => {
      await Promise.all([
        query(
          `select id, name, status, created_at, updated_at from languages where name ilike $1 order by name limit 15 offset 0`,
          [pattern],
        ),
        query(`select count(*) from languages where name ilike $1`, [pattern]),
      ]);
    },
  },
];

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const api = async (url: string, token: string, connections: number, duration = seconds): Promise<Figures> => {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
};

/** `loops` callers, each one list call after another for `seconds`, over a pool of the server's size. */
const floor = async (list: List, pool: pg.Pool, loops: number): Promise<Figures> => {
  const query = (text: string, values: unknown[]) => pool.query(text, values);
  for (let i = 0; i < 20; i += 1) await list.floor(query);
  const ms: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < end) {
        const began = performance.now();
        await list.floor(query).then(
          () => ms.push(performance.now() - began),
          () => (errors += 1),
        );
      }
    }),
  );
  return {
    perSecond: ms.length / ((performance.now() - started) / 1000),
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    errors,
  };
};

/** Adds the languages, a category and the posts (their locations are the search's target). */
const seedPosts = async (url: string, token: string) => {
  const languageIds: string[] = [];
  for (let n = 0; n < 30; n += 1) {
    const { languageData } = await apiCall(`${url}/api/language/create`, 'POST', token, {
      languageName: `Language ${n} ${n % 2 ? 'Kannada' : 'Tulu'}`,
    });
    languageIds.push(languageData.languageID);
  }
  const { PostCategoryData } = await apiCall(`${url}/api/post/category/create`, 'POST', token, {
    postCategoryName: 'Bench',
  });
  for (let start = 0; start < 300; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, offset) =>
        apiCall(`${url}/api/posts/create`, 'POST', token, {
          postTitle: `Bench post ${start + offset}`,
          postDescription: 'A post of the floor bench.',
          postLocationDetails: (start + offset) % 3 ? 'Mangaluru' : 'Udupi',
          postCategory: PostCategoryData.postCategoryID,
          postLanguage: languageIds[(start + offset) % languageIds.length],
        }),
      ),
    );
  }
};

type Row = { database: string; server: string; list: string; connections: number; api: Figures; floor: Figures };
const rows: Row[] = [];

for (const cwd of [...(beforeDir ? [beforeDir] : []), rootDir]) {
  const build = spawnSync(process.execPath, ['server/build.js', '--missing'], { cwd, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building ${cwd} failed`);
}

const servers = [...(beforeDir ? [{ name: 'before', cwd: beforeDir }] : []), { name: 'after', cwd: rootDir }];

for (const database of databases) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  const postgres = database === 'PostgreSQL' ? await freshPostgresDatabase(postgresUrl, 'bench_floor') : undefined;
  try {
    const apiFigures = new Map<string, Figures>();
    let seeded = false;
    for (const { name, cwd } of servers) {
      const server = await startServer(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: postgres?.url ?? '',
          DATABASE_POOL_SIZE: String(poolSize),
          ADMIN_MOBILE: admin.mobileNumber,
          ADMIN_PASSWORD: admin.password,
        },
        { args: [path.join(cwd, 'server/dist/main.js')], cwd, stdout: 'ignore' },
      );
      try {
        const { token } = await apiCall(`${server.url}/api/login`, 'POST', undefined, admin);
        if (!seeded) {
          await seedActiveReporters(server.url, token, 300);
          await seedPosts(server.url, token);
          seeded = true;
        }
        for (const list of lists) {
          const answer = await fetch(`${server.url}${list.path}`, { headers: { authorization: `Bearer ${token}` } });
          if (!answer.ok) throw new Error(`${list.path}: ${answer.status} ${await answer.text()}`);
          // A second's calls first: the first cell after a start would otherwise also time the JIT and cold caches.
          await api(`${server.url}${list.path}`, token, connectionCounts[0], 1);
          for (const connections of connectionCounts) {
            const load = os.loadavg()[0].toFixed(2);
            const figures = await api(`${server.url}${list.path}`, token, connections);
            apiFigures.set(`${name} ${list.name} ${connections}`, figures);
            console.log(`${database} ${name} ${list.name} ×${connections} (load ${load}): ${JSON.stringify(figures)}`);
          }
        }
      } finally {
        await server.stop();
      }
    }
    const opened = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    // drizzle keeps the pool it was given: the floor's statements wait for the same connections the server's do.
    const pool = (opened.db as unknown as { $client: pg.Pool }).$client;
    try {
      for (const list of lists)
        for (const connections of connectionCounts) {
          const figures = await floor(list, pool, connections);
          console.log(`${database} SQL floor ${list.name} ×${connections}: ${JSON.stringify(figures)}`);
          for (const { name } of servers)
            rows.push({
              database,
              server: name,
              list: list.name,
              connections,
              api: apiFigures.get(`${name} ${list.name} ${connections}`)!,
              floor: figures,
            });
        }
    } finally {
      await opened.close();
    }
  } finally {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const n = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
console.log(
  `\nSettings: ${seconds} s per cell, connections ${connectionCounts.join(' and ')}, pool ${poolSize}, ` +
    `300 reporters, 300 posts, 30 languages, page 1 of 15, search=${search}; node ${process.version}, ` +
    `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)} at the end`,
);
console.log(
  '| database | server | list | connections | API req/s | API p50 | API p99 | SQL calls/s | SQL p50 | SQL p99 | API / SQL | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.database} | ${row.server} | ${row.list} | ${row.connections} | ${n(row.api.perSecond)} | ${n(row.api.p50)} | ` +
      `${n(row.api.p99)} | ${n(row.floor.perSecond)} | ${n(row.floor.p50)} | ${n(row.floor.p99)} | ` +
      `${((100 * row.api.perSecond) / row.floor.perSecond).toFixed(0)} % | ${row.api.errors + row.floor.errors} |`,
  );
process.exit(0);
