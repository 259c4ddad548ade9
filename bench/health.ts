/**
 * `npm run bench:health`: what the product's plugin chain costs a request. Requests/s of `GET /api/health` and of
 * an unknown API path (a 404) over real sockets (autocannon, 10 connections, BENCH_HEALTH_SECONDS each, default 5,
 * after a 1 s warm-up) against, each in its own process on the local PostgreSQL (BENCH_DATABASE_URL's server):
 * bare Fastify, bare Fastify with one of the product's plugins (health-variants.ts), and the built product
 * (`node server/dist/main.js`) with request logging at info (the default) and at warn. Every server is started
 * BENCH_HEALTH_ROUNDS times (default 3), the rounds interleaved; medians are printed with each as a share of bare.
 *
 * BENCH_HEALTH_BEFORE=<dir> adds the built product of that directory (a checkout of an earlier commit, with
 * node_modules), so before and after are measured in one run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgresDatabase, rootDir, startServer } from '../e2e/server-process.js';
import { variants } from './health-variants.js';

const seconds = Number(process.env.BENCH_HEALTH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_HEALTH_ROUNDS ?? 3);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const beforeDir = process.env.BENCH_HEALTH_BEFORE && path.resolve(process.env.BENCH_HEALTH_BEFORE);

interface Server {
  name: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

const product = (name: string, cwd: string, logLevel: string): Server => ({
  name,
  args: [path.join(cwd, 'server/dist/main.js')],
  cwd,
  env: { LOG_LEVEL: logLevel, SERVE_APP: 'false' },
});

const servers: Server[] = [
  ...Object.entries(variants).map(([variant, name]) => ({
    name,
    args: ['--import', 'tsx', path.join(import.meta.dirname, 'health-variants.ts'), variant],
    cwd: rootDir,
  })),
  ...(beforeDir
    ? [
        product('before: product, LOG_LEVEL=info', beforeDir, 'info'),
        product('before: product, LOG_LEVEL=warn', beforeDir, 'warn'),
      ]
    : []),
  product('product, LOG_LEVEL=info', rootDir, 'info'),
  product('product, LOG_LEVEL=warn', rootDir, 'warn'),
];

const paths = { health: '/api/health', notFound: '/api/nothing-here' } as const;

const requestsPerSecond = async (url: string, duration: number) => {
  const result = await autocannon({ url, connections: 10, duration });
  return result.requests.total / duration;
};

const measure = async (server: Server) => {
  const database = await freshPostgresDatabase(postgresUrl, 'bench_health');
  const running = await startServer(
    { DATABASE_URL: database.url, ...server.env },
    { args: server.args, cwd: server.cwd, stdout: 'ignore' },
  );
  try {
    const figures = {} as Record<keyof typeof paths, number>;
    for (const [key, urlPath] of Object.entries(paths) as [keyof typeof paths, string][]) {
      await requestsPerSecond(`${running.url}${urlPath}`, 1);
      figures[key] = await requestsPerSecond(`${running.url}${urlPath}`, seconds);
    }
    return figures;
  } finally {
    await running.stop();
    await database.drop();
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const cwd of [rootDir, ...(beforeDir ? [beforeDir] : [])]) {
  const build = spawnSync(process.execPath, ['server/build.js', '--missing'], { cwd, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building ${cwd} failed`);
}

const samples = new Map<string, { health: number[]; notFound: number[] }>(
  servers.map((server) => [server.name, { health: [], notFound: [] }]),
);
for (let round = 1; round <= rounds; round += 1) {
  for (const server of servers) {
    const figures = await measure(server);
    samples.get(server.name)!.health.push(figures.health);
    samples.get(server.name)!.notFound.push(figures.notFound);
    console.log(
      `round ${round}: ${server.name}: health ${figures.health.toFixed(0)}, 404 ${figures.notFound.toFixed(0)} requests/s`,
    );
  }
}

const bare = samples.get(variants.bare)!;
const share = (value: number, of: number) => `${((100 * value) / of).toFixed(0)} %`;
console.log(
  `\nrequests/s, 10 connections, ${seconds} s, median of ${rounds}\n${'server'.padEnd(52)} ${'health'.padStart(8)} ${'of bare'.padStart(8)} ${'404'.padStart(8)} ${'of bare'.padStart(8)}`,
);
for (const [name, { health, notFound }] of samples) {
  console.log(
    `${name.padEnd(52)} ${median(health).toFixed(0).padStart(8)} ${share(median(health), median(bare.health)).padStart(8)} ${median(notFound).toFixed(0).padStart(8)} ${share(median(notFound), median(bare.notFound)).padStart(8)}`,
  );
}
process.exit(0);
