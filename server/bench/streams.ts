/**
 * `npm run bench:streams`: what open event streams (GET /api/events, issue 30) cost one server process. The built
 * product on embedded PGlite gets 300 Active reporters; then BENCH_STREAMS_CLIENTS (default 50) keep-alive clients
 * call the reporters list for BENCH_STREAMS_SECONDS (default 20), first with no stream open, then with
 * BENCH_STREAMS (default 500) streams connected. Printed: the process's resident memory (VmRSS) before and after
 * the streams connect, list requests/s and p95 both ways, and how long one change takes to reach every stream.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apiCall, percentile, runKeepAliveLoad, seedActiveReporters } from '../../e2e/keep-alive-load.js';
import { rootDir, startServer, type ServerProcess } from '../../e2e/server-process.js';

const streams = Number(process.env.BENCH_STREAMS ?? 500);
const clients = Number(process.env.BENCH_STREAMS_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_STREAMS_SECONDS ?? 20);
const admin = { mobileNumber: '9000000001', password: 'bench-password-1' };
const listPath = '/api/reporters/get/Active?page=1&limit=10';

const rssMb = (server: ServerProcess) => {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

const listLoad = async (server: ServerProcess, token: string) => {
  const { answers, elapsedSeconds } = await runKeepAliveLoad({
    url: `${server.url}${listPath}`,
    headers: { authorization: `Bearer ${token}` },
    clients,
    seconds,
    probes: {},
    probeEveryMs: 1000,
  });
  const ok = answers.filter((a) => a.status === 200 && a.ms !== undefined);
  return {
    perSecond: ok.length / elapsedSeconds,
    p95: percentile(
      ok.map((a) => a.ms!),
      0.95,
    ),
  };
};

/** Opens one stream and resolves once its `ready` message came; `onChange` hears each change after that. */
const openStream = (server: ServerProcess, token: string, agent: http.Agent, onChange: () => void) =>
  new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      `${server.url}/api/events`,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (chunk.includes('event: ready')) resolve(request);
          if (chunk.includes('event: change')) onChange();
        });
      },
    );
    request.on('error', reject);
  });

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
  await listLoad(server, token); // warm-up
  const before = { rss: rssMb(server), ...(await listLoad(server, token)) };

  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let received = 0;
  let allReceived: () => void = () => undefined;
  const requests: http.ClientRequest[] = [];
  for (let i = 0; i < streams; i += 1)
    requests.push(
      await openStream(server, token, agent, () => {
        received += 1;
        if (received === streams) allReceived();
      }),
    );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const connectedRss = rssMb(server);
  const during = await listLoad(server, token);

  const delivered = new Promise<void>((resolve) => (allReceived = resolve));
  const sent = performance.now();
  await apiCall(`${server.url}/api/language/create`, 'POST', token, { languageName: `Bench ${Date.now()}` });
  await delivered;
  const fanOutMs = performance.now() - sent;
  for (const request of requests) request.destroy();
  agent.destroy();

  console.log(`${streams} streams on one process (PGlite), ${clients} list clients for ${seconds} s each way`);
  console.log(
    `memory (VmRSS): ${before.rss.toFixed(0)} MB without, ${connectedRss.toFixed(0)} MB with (+${(connectedRss - before.rss).toFixed(1)} MB)`,
  );
  console.log(`list requests/s: ${before.perSecond.toFixed(0)} without, ${during.perSecond.toFixed(0)} with`);
  console.log(`list p95: ${before.p95.toFixed(0)} ms without, ${during.p95.toFixed(0)} ms with`);
  console.log(`one change reached all ${streams} streams in ${fanOutMs.toFixed(0)} ms (from the call's start)`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
