import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The PostgreSQL server programs of this machine (initdb, pg_ctl), or undefined where there are none. */
const postgresBin = () => {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'initdb')) ? dir : undefined;
  } catch {
    return undefined;
  }
};

/** PostgreSQL refuses to run as root; as root its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

/** Whether this machine can start a PostgreSQL server of its own for a test. */
export const canRunThrowawayPostgres = () => postgresBin() !== undefined;

const freePort = async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port: one the test may stop and start (as a
 * crash would) without touching the server other suites share. `stop()` is an immediate shutdown (no checkpoint, the
 * next start recovers from the WAL, as after a crash); `start()` returns once it accepts connections.
 */
export const startThrowawayPostgres = async () => {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL server programs (pg_config --bindir) on this machine');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-pg-'));
  const data = path.join(root, 'data');
  const port = await freePort();
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, program),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
      {
        stdio: 'ignore',
        cwd: root,
      },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(root, 'log'), '-o', options, '-w', 'start']);
  const remove = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  // Also when the test's own clean-up never runs (a hook that timed out): the server must not outlive the run.
  process.once('exit', remove);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    remove,
  };
};
