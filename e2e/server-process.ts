import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Node's arguments for the server: as it ships (server/dist, which `npm run build` makes; e2e tests that) or from
 * its TypeScript sources through tsx (server tests, which build nothing).
 */
export const serverArgs = {
  built: [path.join(rootDir, 'server/dist/main.js')],
  sources: ['--import', 'tsx', path.join(rootDir, 'server/src/main.ts')],
};

export interface StartOptions {
  waitForHealth?: boolean;
  from?: keyof typeof serverArgs;
  /** Node's arguments when not the server of this tree (benches start other trees and bare Fastify). */
  args?: string[];
  cwd?: string;
  /** 'ignore' sends the logs to /dev/null (a bench's clients should not spend their CPU reading them). */
  stdout?: 'pipe' | 'ignore';
}

/** Starts the server as a real process and waits until /api/health answers 200. */
export const startServer = async (
  env: Record<string, string>,
  { waitForHealth = true, from = 'built', args = serverArgs[from], cwd = rootDir, stdout = 'pipe' }: StartOptions = {},
): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  if (!waitForHealth) return server;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`Server did not become healthy:\n${output}`);
};

/** Resolves once the process has exited, with its exit code. */
export const exitCode = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) resolve(server.child.exitCode);
    else server.child.once('exit', (code) => resolve(code));
  });

/**
 * A new, empty database beside the one `baseUrl` names (`<prefix>_<random>`), for a server that must start fresh;
 * `drop` removes it.
 */
export const freshPostgresDatabase = async (baseUrl: string, prefix: string) => {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
