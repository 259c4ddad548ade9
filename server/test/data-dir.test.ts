import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode, rootDir, serverArgs, startServer, type ServerProcess } from '../../e2e/server-process.js';

// Real server processes on one embedded data directory; PostgreSQL mode has no such directory.
const embedded = process.env.TEST_DB === 'pglite';
// Another pid namespace, as a second container on the same volume would be; root can make one here.
const canUnshare = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-data-dir-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const env = () => ({
  DATA_DIR: dataDir,
  SERVE_APP: 'false',
  ADMIN_MOBILE: '9876500000',
  ADMIN_PASSWORD: 'data-dir-pass',
});

/** Starts the server in a new pid namespace, where the first server's pid does not exist. */
const startInOtherPidNamespace = () => {
  const child = spawn('unshare', ['--pid', '--fork', process.execPath, ...serverArgs.sources], {
    cwd: rootDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const server: ServerProcess = { url: '', child, output: () => output, stop: async () => undefined };
  return server;
};

const modesUnder = async (dir: string): Promise<{ file: string; mode: number }[]> => {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(dataDir, file), mode: (await fs.stat(file)).mode & 0o777 };
    }),
  );
};

describe.runIf(embedded)('the embedded data directory', () => {
  it('is its owner’s only, is refused to a second process in another pid namespace, and is taken over after a kill', async () => {
    const first = await startServer(env(), { from: 'sources' });
    try {
      expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
      const readableByOthers = (await modesUnder(dataDir)).filter(({ mode }) => (mode & 0o077) !== 0);
      expect(readableByOthers).toEqual([]);

      const second = canUnshare
        ? startInOtherPidNamespace()
        : await startServer(env(), { from: 'sources', waitForHealth: false });
      expect(await exitCode(second)).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another server process`);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      first.child.kill('SIGKILL');
      await exitCode(first);
    }
    // The killed process no longer refreshes its lock, so the next start takes it over once it is stale.
    const third = await startServer(env(), { from: 'sources' });
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    await third.stop();
  }, 120_000);
});
