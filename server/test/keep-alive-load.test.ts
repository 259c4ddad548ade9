import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, percentile, runKeepAliveLoad, seedActiveReporters } from '../../e2e/keep-alive-load.js';
import { startServer, type ServerProcess } from '../../e2e/server-process.js';

// The embedded database's thread against the server's; PostgreSQL mode has its own server process.
const embedded = process.env.TEST_DB === 'pglite';
const admin = { mobileNumber: '9876500001', password: 'keep-alive-pass' };

describe.runIf(embedded)('the embedded database under a burst of keep-alive clients', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-keep-alive-'));
    server = await startServer(
      { DATA_DIR: dataDir, SERVE_APP: 'false', ADMIN_MOBILE: admin.mobileNumber, ADMIN_PASSWORD: admin.password },
      { from: 'sources', stdout: 'ignore' },
    );
    ({ token } = await apiCall(`${server.url}/api/login`, 'POST', undefined, admin));
    await seedActiveReporters(server.url, token, 30);
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers every list call of 50 clients over 5 s, and liveness within 500 ms meanwhile', async () => {
    const { answers, probeAnswers } = await runKeepAliveLoad({
      url: `${server.url}/api/reporters/get/Active?page=1&limit=10`,
      headers: { authorization: `Bearer ${token}` },
      clients: 50,
      seconds: 5,
      probes: { health: `${server.url}/api/health` },
      probeEveryMs: 250,
    });

    // Every call answered (none left without an answer for 30 s), every answer a full list.
    expect(answers.length).toBeGreaterThanOrEqual(50);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // Liveness is not queued behind the list's queries: a probe every 250 ms, nine in ten answered within 500 ms
    // (with the database on the server's own thread, each one waited for the whole burst to end).
    const health = probeAnswers.health;
    expect(health.length).toBeGreaterThanOrEqual(10);
    expect(health.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(
      percentile(
        health.map((answer) => answer.ms!),
        0.9,
      ),
    ).toBeLessThan(500);
  }, 120_000);
});
