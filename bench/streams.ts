/**
 * `npm run bench:streams`: what open event streams (GET /api/events, issue 30) cost one server process. The built
 * product on embedded PGlite gets 300 Active reporters; then, for BENCH_STREAMS_ROUNDS rounds (default 3), the
 * reporters list (GET /api/reporters/get/Active?page=1&limit=10) is loaded by autocannon with
 * BENCH_STREAMS_CLIENTS keep-alive connections (default 50) for BENCH_STREAMS_SECONDS (default 20) with no stream
 * open, and again with BENCH_STREAMS streams (default 500) connected. The two alternate within one run (the second
 * round starts with the streams open, and so on), so a burst of other load on the machine shows as a spread of the
 * rounds rather than as a difference between the two. Each round also reads the process's resident memory (VmRSS,
 * idle) just before the streams connect and once they all have, and times one change reaching every stream.
 * Printed: each round, then the median and range of the rounds of list requests/s and p97.5 latency without and
 * with streams, of the memory the streams added, and of the time a change takes to reach them all.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiCall, seedActiveReporters } from '../e2e/keep-alive-load.js';
import { rootDir, startServer, type ServerProcess } from '../e2e/server-process.js';

const streamCount = Number(process.env.BENCH_STREAMS ?? 500);
const clients = Number(process.env.BENCH_STREAMS_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_STREAMS_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_STREAMS_ROUNDS ?? 3);
const admin = { mobileNumber: '9000000001', password: 'bench-password-1' };
const listPath = '/api/reporters/get/Active?page=1&limit=10';
/** Streams connecting at once; more would only queue in the accept backlog. */
const connectAtOnce = 50;
/** Before its memory is read, the process is left to finish what the load or the connecting started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

const rssMb = (server: ServerProcess) => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

interface Load {
  perSecond: number;
  p97_5: number;
  failed: number;
}

/** The list over `clients` keep-alive connections for `duration` seconds; only 200s count as served. */
const listLoad = async (server: ServerProcess, token: string, duration = seconds): Promise<Load> => {
  const result = await autocannon({
    url: `${server.url}${listPath}`,
    headers: { authorization: `Bearer ${token}` },
    connections: clients,
    duration,
  });
  return {
    perSecond: result['2xx'] / result.duration,
    p97_5: result.latency.p97_5,
    failed: result.non2xx + result.errors,
  };
};

interface Streams {
  /** Resolves when every stream has received `count` changes in all. */
  changesReached(count: number): Promise<void>;
  /** Disconnects every stream and resolves when the server has closed their connections. */
  close(): Promise<void>;
}

/** Connects `streamCount` streams, each on its own connection; resolves once every one had its `ready` message. */
const openStreams = async (server: ServerProcess, token: string): Promise<Streams> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  let changes = 0;
  let waiter: { count: number; resolve(): void } | undefined;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(
        `${server.url}/api/events`,
        { agent, headers: { authorization: `Bearer ${token}` } },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`GET /api/events answered ${response.statusCode}`));
          response.setEncoding('utf8');
          let buffered = '';
          response.on('data', (chunk: string) => {
            const messages = (buffered + chunk).split('\n\n');
            buffered = messages.pop()!;
            for (const message of messages) {
              if (message.includes('\nevent: ready\n')) resolve();
              if (message.includes('\nevent: change\n')) changes += 1;
            }
            if (waiter && changes >= waiter.count) waiter.resolve();
          });
        },
      );
      request.on('error', reject);
      requests.push(request);
    });
  for (let opened = 0; opened < streamCount; opened += connectAtOnce)
    await Promise.all(Array.from({ length: Math.min(connectAtOnce, streamCount - opened) }, open));
  return {
    changesReached: (count) =>
      new Promise<void>((resolve) => {
        waiter = { count, resolve };
        if (changes >= count) resolve();
      }),
    close: async () => {
      const closed = requests.map((request) => new Promise((resolve) => request.socket?.once('close', resolve)));
      for (const request of requests) request.destroy();
      agent.destroy();
      await Promise.all(closed);
    },
  };
};

interface Round {
  without: Load;
  with: Load;
  rssBefore: number;
  rssWith: number;
  fanOutMs: number;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const describeLoad = (load: Load) =>
  `${load.perSecond.toFixed(0)} list requests/s, p97.5 ${ms(load.p97_5)}` +
  (load.failed > 0 ? `, ${load.failed} failed` : '');

const build = spawnSync(process.execPath, ['server/build.js', '--missing'], { cwd: rootDir, stdio: 'inherit' });
if (build.status !== 0) throw new Error('Building failed');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-streams-'));
const server = await startServer(
  { DATA_DIR: dataDir, ADMIN_MOBILE: admin.mobileNumber, ADMIN_PASSWORD: admin.password },
  { stdout: 'ignore' },
);
try {
  const { token } = await apiCall(`${server.url}/api/login`, 'POST', undefined, admin);
  await seedActiveReporters(server.url, token, 300);
  await listLoad(server, token, Math.min(5, seconds)); // warm-up

  const results: Round[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const streamsFirst = round % 2 === 0;
    const loadAvg = os.loadavg()[0].toFixed(2);
    let without: Load | undefined;
    if (!streamsFirst) without = await listLoad(server, token);

    await settle();
    const rssBefore = rssMb(server);
    const streams = await openStreams(server, token);
    await settle();
    const rssWith = rssMb(server);
    const sent = performance.now();
    await apiCall(`${server.url}/api/language/create`, 'POST', token, { languageName: `Bench ${round} ${Date.now()}` });
    await streams.changesReached(streamCount);
    const fanOutMs = performance.now() - sent;
    const withStreams = await listLoad(server, token);
    await streams.close();

    without ??= await listLoad(server, token);
    results.push({ without, with: withStreams, rssBefore, rssWith, fanOutMs });
    console.log(
      `round ${round} (load average ${loadAvg} at its start; ${streamsFirst ? 'with streams first' : 'without first'}): ` +
        `without: ${describeLoad(without)}; with ${streamCount} streams: ${describeLoad(withStreams)}; ` +
        `memory ${rssBefore.toFixed(0)} -> ${rssWith.toFixed(0)} MB; one change reached every stream in ${ms(fanOutMs)}`,
    );
  }

  const sorted = (pick: (round: Round) => number) => results.map(pick).sort((a, b) => a - b);
  const summary = (pick: (round: Round) => number, format: (value: number) => string) => {
    const values = sorted(pick);
    const median = values[Math.floor(values.length / 2)];
    return `${format(median)} (${format(values[0])}-${format(values[values.length - 1])})`;
  };
  const perSecond = (value: number) => value.toFixed(0);
  const mb = (value: number) => `${value.toFixed(1)} MB`;
  console.log(
    `\n${streamCount} streams on one process (PGlite, one session), ${clients} keep-alive list connections for ` +
      `${seconds} s per figure; median (range) of ${rounds} rounds`,
  );
  console.log(
    `list requests/s: ${summary((r) => r.without.perSecond, perSecond)} without, ` +
      `${summary((r) => r.with.perSecond, perSecond)} with`,
  );
  console.log(`list p97.5: ${summary((r) => r.without.p97_5, ms)} without, ${summary((r) => r.with.p97_5, ms)} with`);
  console.log(
    `memory added by ${streamCount} streams (VmRSS, idle): ${summary((r) => r.rssWith - r.rssBefore, mb)}; ` +
      `VmRSS ${summary((r) => r.rssWith, mb)} with them`,
  );
  console.log(`one change reached every stream in ${summary((r) => r.fanOutMs, ms)}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
