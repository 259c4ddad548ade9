/**
 * `npm run bench:cluster`: what more API processes buy. Starts the cluster of the e2e test (e2e/cluster.ts: three
 * built API processes on one fresh PostgreSQL database beside BENCH_DATABASE_URL's and one S3 store), seeds
 * BENCH_CLUSTER_REPORTERS reporters (default 5,000) and BENCH_CLUSTER_POSTS posts (default 20,000) with SQL, then
 * puts HAProxy (round robin) in front of 1, 2 and 3 of the processes in turn and drives the reporters list and the
 * posts list through it with autocannon (BENCH_CLUSTER_CONNECTIONS keep-alive connections, default 20, for
 * BENCH_CLUSTER_SECONDS, default 5, after a 2 s warm-up), BENCH_CLUSTER_ROUNDS rounds (default 3). Prints the
 * median requests/s, p50 and p95 latency, and the failed requests of all rounds; one process called directly,
 * without HAProxy, is the first row, as the balancer's cost.
 *
 * Every part (PostgreSQL, HAProxy, the processes and autocannon) shares this machine's cores, so the figures say
 * how far the processes scale on it, not on machines of their own.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { clusterAdmin, startCluster, startLoadBalancer, type Cluster } from '../e2e/cluster.js';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reporters = Number(process.env.BENCH_CLUSTER_REPORTERS ?? 5_000);
const postsWanted = Number(process.env.BENCH_CLUSTER_POSTS ?? 20_000);
const connections = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_CLUSTER_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 3);

const lists = {
  'reporters list': '/api/reporters/get/Active?page=1&limit=15',
  'posts list': '/api/posts/filter/Published?page=1&limit=15',
};

const seed = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into languages (name) select 'Language ' || g from generate_series(1, 8) g`);
  await client.query(
    `insert into categories (kind, name) select 'post', 'Category ' || g from generate_series(1, 12) g`,
  );
  await client.query(
    `insert into users (role, first_name, last_name, mobile_number, email, status, created_at)
     select case when g % 4 = 0 then 'GuestReporter' else 'Reporter' end, 'Reporter', 'Number ' || g,
            (7000000000 + g)::text, 'reporter' || g || '@bench.example',
            (array['Active','Active','Active','Inactive','Pending','Trash'])[1 + g % 6], now() - g * interval '1 minute'
     from generate_series(1, $1::int) g`,
    [reporters],
  );
  await client.query(
    `with c as (select array_agg(id) ids from categories where kind = 'post'),
          l as (select array_agg(id) ids from languages),
          r as (select array_agg(id) ids from users where role <> 'Admin')
     insert into posts (title, description, location, category_id, language_id, reporter_id, posted_on, status)
     select 'Headline number ' || g, 'A short description of story ' || g || '.', 'Ward ' || (g % 500),
            c.ids[1 + g % array_length(c.ids, 1)], l.ids[1 + g % array_length(l.ids, 1)],
            r.ids[1 + g % array_length(r.ids, 1)], now() - g * interval '1 minute',
            (array['Published','Published','Published','Pending','Rejected'])[1 + g % 5]
     from generate_series(1, $1::int) g, c, l, r`,
    [postsWanted],
  );
  await client.query('vacuum analyze');
  await client.end();
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** autocannon's own percentiles skip p95 (and count failed requests), so every answered list's time is kept. */
const measure = async (url: string, token: string, duration: number) => {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    // Answered lists only: an error answered fast (a 503 from the balancer) must not count as throughput.
    perSecond: result['2xx'] / duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failed: result.non2xx + result.errors + result.timeouts,
  };
};

type Figures = Awaited<ReturnType<typeof measure>>;

const main = async () => {
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({ postgresUrl, logs: 'ignore' });
    console.log(`Seeding ${reporters.toLocaleString()} reporters and ${postsWanted.toLocaleString()} posts...`);
    await seed(cluster.databaseUrl);
    const login = await fetch(`${cluster.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(clusterAdmin),
    });
    if (!login.ok) throw new Error(`Login answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };

    // One balancer per size, all up from the start; rounds interleave the targets, each round starting with the
    // next one, so a burst of other load on the machine falls on all of them alike; each figure is the median of
    // its rounds.
    const targets = [
      { label: '1, direct (no HAProxy)', url: cluster.processes[0].url, stop: async () => undefined },
      ...(await Promise.all(
        [1, 2, 3].map(async (size) => ({
          label: `${size} behind HAProxy`,
          ...(await startLoadBalancer(cluster!.processes.slice(0, size))),
        })),
      )),
    ];
    try {
      const figures = new Map<string, Figures[]>();
      for (let round = 1; round <= rounds; round += 1) {
        console.log(
          `Round ${round} of ${rounds} (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)...`,
        );
        for (const target of [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)]) {
          for (const [list, path] of Object.entries(lists)) {
            await measure(`${target.url}${path}`, token, 2);
            const key = `${target.label}\t${list}`;
            figures.set(key, [...(figures.get(key) ?? []), await measure(`${target.url}${path}`, token, seconds)]);
          }
        }
      }
      console.log(
        `\n${connections} keep-alive connections, ${seconds} s per figure, median of ${rounds} rounds ` +
          `(load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores at the end)`,
      );
      console.log(
        [
          'processes'.padEnd(24),
          'call'.padEnd(15),
          'requests/s'.padStart(10),
          'range'.padStart(10),
          'p50 ms'.padStart(8),
          'p95 ms'.padStart(8),
          'failed'.padStart(7),
        ].join(' '),
      );
      for (const target of targets) {
        for (const list of Object.keys(lists)) {
          const measured = figures.get(`${target.label}\t${list}`)!;
          const sorted = (pick: (figures: Figures) => number) => measured.map(pick).sort((a, b) => a - b);
          const median = (pick: (figures: Figures) => number) => sorted(pick)[Math.floor(measured.length / 2)];
          const perSecond = sorted((f) => f.perSecond);
          console.log(
            [
              target.label.padEnd(24),
              list.padEnd(15),
              median((f) => f.perSecond)
                .toFixed(0)
                .padStart(10),
              // The spread over the rounds: how much the machine's other load moved the figure.
              `${perSecond[0].toFixed(0)}-${perSecond.at(-1)!.toFixed(0)}`.padStart(10),
              median((f) => f.p50)
                .toFixed(1)
                .padStart(8),
              median((f) => f.p95)
                .toFixed(1)
                .padStart(8),
              String(measured.reduce((sum, f) => sum + f.failed, 0)).padStart(7),
            ].join(' '),
          );
        }
      }
    } finally {
      await Promise.all(targets.map((target) => target.stop()));
    }
  } finally {
    await cluster?.stop();
  }
};

await main();
