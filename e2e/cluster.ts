import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort, freshPostgresDatabase, rootDir, startServer, type ServerProcess } from './server-process.js';

/**
 * Several API processes as production scales them (README, Architecture): the built server (server/dist/main.js)
 * started N times at once on one fresh PostgreSQL database and one S3-compatible store (s3rver, in this process),
 * behind Debian's HAProxy, round robin and no stickiness. The e2e cluster test and `npm run bench:cluster` use it.
 */

export const haproxyPath = process.env.HAPROXY ?? '/usr/sbin/haproxy';

export const clusterAdmin = { mobileNumber: '9123456780', password: 'cluster-admin-password' };

/** The response header in which HAProxy names the process that answered (api1, api2, ...). */
export const servedByHeader = 'x-served-by';

export interface Backend {
  name: string;
  url: string;
}

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of `backends`, its configuration in a temporary folder. Requests are balanced one by one (round
 * robin, no stickiness, no preference for the last server of a keep-alive connection); a request that cannot
 * connect (its process is gone) is sent to another process; health checks take a dead process out within about a
 * second (a refused connection fails a check at once).
 * The client's address reaches the processes in X-Forwarded-For (they run with TRUST_PROXY=1), as login throttling
 * counts by address. Resolves once every backend has answered through it.
 */
export const startLoadBalancer = async (backends: Backend[]): Promise<LoadBalancer> => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-haproxy-'));
  const port = await freePort();
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    // Event streams (GET /api/events) stay open for hours: their 20-second heartbeats keep them inside these.
    '  timeout client 60s',
    '  timeout server 60s',
    // A check waits this long for its answer (by default only `inter`): a process slowed by a loaded machine is
    // slow, not down, and must not be taken out while it still answers.
    '  timeout check 5s',
    '  retries 3',
    '  option redispatch 1',
    '  option forwardfor',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    `  http-response set-header ${servedByHeader} %s`,
    ...backends.map(({ name, url }) => `  server ${name} ${new URL(url).host} check inter 500ms fall 2 rise 1`),
    '',
  ].join('\n');
  const configFile = path.join(dir, 'haproxy.cfg');
  await fs.writeFile(configFile, config);
  // -db: in the foreground, so stopping it is stopping this child.
  const child = spawn(haproxyPath, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  let failedToStart: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Not installed (CI installs Debian's haproxy package first).
    child.once('error', (error) => {
      failedToStart = error;
      resolve();
    });
  });
  const balancer: LoadBalancer = {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (!failedToStart && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  const unseen = new Set(backends.map((backend) => backend.name));
  const deadline = Date.now() + 30_000;
  while (unseen.size > 0) {
    if (failedToStart || child.exitCode !== null || Date.now() > deadline) {
      await balancer.stop();
      throw new Error(
        `HAProxy (${haproxyPath}) did not reach ${[...unseen].join(', ')}:\n${failedToStart?.message ?? output}`,
      );
    }
    const response = await fetch(`${balancer.url}/api/health`).catch(() => undefined);
    const servedBy = response?.ok ? response.headers.get(servedByHeader) : null;
    if (servedBy) unseen.delete(servedBy);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return balancer;
};

/** An object the S3 store created or removed, as its event notification says. */
export interface StoreEvent {
  eventName: string;
  key: string;
}

export interface Cluster {
  /** The load balancer's address: what clients call. */
  url: string;
  processes: (Backend & { server: ServerProcess })[];
  databaseUrl: string;
  /** Every object created or removed in the S3 store so far, in order. */
  storeEvents: StoreEvent[];
  stop(): Promise<void>;
}

/**
 * Builds the server if its build is missing or older than its sources (`server/build.js --missing`, as `npm start`
 * does), then starts `size` API processes at once on a new database beside `postgresUrl`, with a new S3 bucket, and
 * HAProxy in front. The processes take the signing secret from the database (no JWT_SECRET), as replicas must.
 */
export const startCluster = async ({
  size = 3,
  postgresUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  logs = 'pipe',
}: { size?: number; postgresUrl?: string; logs?: 'pipe' | 'ignore' } = {}): Promise<Cluster> => {
  const build = spawnSync(process.execPath, [path.join(rootDir, 'server/build.js'), '--missing'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Building the server failed');

  const cleanUps: (() => Promise<void>)[] = [];
  const stop = async () => {
    // Last started, first stopped: the balancer, the processes, then the store and the database they used.
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  };
  try {
    const database = await freshPostgresDatabase(postgresUrl, 'newsroom_cluster');
    cleanUps.push(database.drop);

    const storeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-cluster-s3-'));
    const store = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: storeDir,
      configureBuckets: [{ name: 'media' }],
    });
    const storeEvents: StoreEvent[] = [];
    store.on('event', ({ Records }) => {
      for (const { eventName, s3 } of Records) storeEvents.push({ eventName, key: s3.object.key });
    });
    const { port: storePort } = (await store.run()) as AddressInfo;
    cleanUps.push(async () => {
      await store.close();
      await fs.rm(storeDir, { recursive: true, force: true });
    });

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-cluster-'));
    cleanUps.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      ADMIN_MOBILE: clusterAdmin.mobileNumber,
      ADMIN_PASSWORD: clusterAdmin.password,
      SERVE_APP: 'false',
      TRUST_PROXY: '1',
      // The webhook test's receiver listens on 127.0.0.1.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    };
    // All at once, on purpose: concurrent starts on a fresh database must agree (one migration, one admin).
    const started = await Promise.allSettled(Array.from({ length: size }, () => startServer(env, { stdout: logs })));
    const processes = started.flatMap((result, i) =>
      result.status === 'fulfilled' ? [{ name: `api${i + 1}`, url: result.value.url, server: result.value }] : [],
    );
    cleanUps.push(async () => {
      await Promise.all(processes.map(({ server }) => server.stop()));
    });
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const balancer = await startLoadBalancer(processes);
    cleanUps.push(balancer.stop);
    return { url: balancer.url, processes, databaseUrl: database.url, storeEvents, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
