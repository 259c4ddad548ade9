/**
 * `npm run bench:load`: the server under a burst of keep-alive clients, as browsers keep their connections. The
 * built product (`node server/dist/main.js`, serving the app) gets 300 Active reporters, then BENCH_LOAD_CLIENTS
 * (default 200) clients, each on its own keep-alive connection, call the reporters list
 * (GET /api/reporters/get/Active?page=1&limit=10) one request after another for BENCH_LOAD_SECONDS (default 60).
 * Meanwhile, every 250 ms, GET /api/health and GET / are sent on a new connection each, as a load balancer's probe and a
 * browser's first visit would. Every request is waited for up to 30 s (after that it counts as unanswered); the last
 * call of each client is waited for too, so none is lost when the time is up.
 *
 * Printed per server: list requests/s, list p95 and max, list calls over 5 s, unanswered and failed (an error or a
 * status other than 200), and the p95 and max of health and GET /. Runs on embedded PGlite (a fresh DATA_DIR) and on
 * a fresh database of the local PostgreSQL (BENCH_DATABASE_URL's server). BENCH_LOAD_BEFORE=<dir> adds the built
 * product of that directory (a checkout of an earlier commit, with node_modules), and the servers are taken in turn
 * (before and after alternating) for BENCH_LOAD_ROUNDS rounds (default 1), so both see the same machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  answerTimeoutMs,
  apiCall,
  get,
  percentile,
  runKeepAliveLoad,
  seedActiveReporters,
  type Answer,
} from '../e2e/keep-alive-load.js';
import { freshPostgresDatabase, rootDir, startServer, type ServerProcess } from '../e2e/server-process.js';

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const clients = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const rounds = Number(process.env.BENCH_LOAD_ROUNDS ?? 1);
const reporterCount = 300;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const beforeDir = process.env.BENCH_LOAD_BEFORE && path.resolve(process.env.BENCH_LOAD_BEFORE);
const admin = { mobileNumber: '9000000001', password: 'bench-password-1' };
const listPath = '/api/reporters/get/Active?page=1&limit=10';
const probeEveryMs = 250;

interface Figures {
  listPerSecond: number;
  listP95: number;
  listMax: number;
  listOver5s: number;
  unanswered: number;
  failed: number;
  healthP95: number;
  healthMax: number;
  pageP95: number;
  pageMax: number;
}

/** Latencies of answered requests; counts the unanswered and the failed (error or not `expected`). */
const summarise = (answers: Answer[], expected = 200) => ({
  ms: answers.filter((a) => a.ms !== undefined).map((a) => a.ms!),
  unanswered: answers.filter((a) => a.ms === undefined).length,
  failed: answers.filter((a) => a.ms !== undefined && a.status !== expected).length,
});

const load = async (server: ServerProcess, token: string): Promise<Figures> => {
  const url = `${server.url}${listPath}`;
  const headers = { authorization: `Bearer ${token}` };
  const warmUp = new http.Agent({ keepAlive: true });
  for (let i = 0; i < 20; i += 1) await get(url, warmUp, headers);
  warmUp.destroy();

  const { answers, probeAnswers, elapsedSeconds } = await runKeepAliveLoad({
    url,
    headers,
    clients,
    seconds,
    probes: { health: `${server.url}/api/health`, page: `${server.url}/` },
    probeEveryMs,
  });
  const list = summarise(answers);
  const health = summarise(probeAnswers.health);
  const page = summarise(probeAnswers.page);
  return {
    listPerSecond: list.ms.length / elapsedSeconds,
    listP95: percentile(list.ms, 0.95),
    listMax: Math.max(...list.ms),
    listOver5s: list.ms.filter((ms) => ms > 5000).length,
    unanswered: list.unanswered + health.unanswered + page.unanswered,
    failed: list.failed + health.failed + page.failed,
    healthP95: percentile(health.ms, 0.95),
    healthMax: Math.max(...health.ms),
    pageP95: percentile(page.ms, 0.95),
    pageMax: Math.max(...page.ms),
  };
};

interface Server {
  name: string;
  cwd: string;
  database: 'PGlite' | 'PostgreSQL';
}

const measure = async ({ cwd, database }: Server) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const postgres = database === 'PostgreSQL' ? await freshPostgresDatabase(postgresUrl, 'bench_load') : undefined;
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      ADMIN_MOBILE: admin.mobileNumber,
      ADMIN_PASSWORD: admin.password,
    },
    { args: [path.join(cwd, 'server/dist/main.js')], cwd, stdout: 'ignore' },
  );
  try {
    const { token } = await apiCall(`${server.url}/api/login`, 'POST', undefined, admin);
    await seedActiveReporters(server.url, token, reporterCount);
    return await load(server, token);
  } finally {
    await server.stop();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

for (const cwd of [rootDir, ...(beforeDir ? [beforeDir] : [])]) {
  const build = spawnSync(process.execPath, ['server/build.js', '--missing'], { cwd, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building ${cwd} failed`);
}

const servers: Server[] = (['PGlite', 'PostgreSQL'] as const).flatMap((database) => [
  ...(beforeDir ? [{ name: `before: ${database}`, cwd: beforeDir, database }] : []),
  { name: beforeDir ? `after: ${database}` : database, cwd: rootDir, database },
]);

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
const columns = [
  ['list/s', (f: Figures) => f.listPerSecond.toFixed(0)],
  ['list p95', (f: Figures) => ms(f.listP95)],
  ['list max', (f: Figures) => ms(f.listMax)],
  ['over 5 s', (f: Figures) => String(f.listOver5s)],
  ['unanswered', (f: Figures) => String(f.unanswered)],
  ['failed', (f: Figures) => String(f.failed)],
  ['health p95', (f: Figures) => ms(f.healthP95)],
  ['health max', (f: Figures) => ms(f.healthMax)],
  ['GET / p95', (f: Figures) => ms(f.pageP95)],
  ['GET / max', (f: Figures) => ms(f.pageMax)],
] as const;
const row = (name: string, cells: string[]) =>
  `${name.padEnd(20)} ${cells.map((cell, i) => cell.padStart(Math.max(columns[i][0].length, 6))).join(' ')}`;

const results: [string, Figures][] = [];
for (let round = 1; round <= rounds; round += 1) {
  for (const server of servers) {
    const load = os.loadavg()[0].toFixed(2);
    const figures = await measure(server);
    results.push([server.name, figures]);
    console.log(
      `round ${round}: ${server.name} (load average ${load} at the start): ` +
        columns.map(([label, cell]) => `${label} ${cell(figures)}`).join(', '),
    );
  }
}
console.log(
  `\n${clients} keep-alive clients on ${listPath} for ${seconds} s, ${reporterCount} reporters; times in ms; ` +
    `health and GET / on a new connection every ${probeEveryMs} ms; unanswered: no answer within ${answerTimeoutMs / 1000} s`,
);
console.log(
  row(
    'server',
    columns.map(([label]) => label),
  ),
);
for (const [name, figures] of results)
  console.log(
    row(
      name,
      columns.map(([, cell]) => cell(figures)),
    ),
  );
process.exit(0);
