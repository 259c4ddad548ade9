/**
 * `npm run bench:start` (also part of `npm run bench`): how long the server takes from spawn until /api/health
 * answers 200, and how much memory it holds at rest, started as a user starts it: a fresh DATA_DIR, a free port,
 * ADMIN_MOBILE/ADMIN_PASSWORD set, no DEMO. Modes: embedded PGlite (a first start, then a restart on the same
 * DATA_DIR), a fresh database of the local PostgreSQL (BENCH_DATABASE_URL's server), and once with DEMO=1 on PGlite
 * (BENCH_START_DEMO=0 leaves that out). RSS is read from /proc after BENCH_START_SETTLE_MS (default 5000) at rest:
 * the whole process tree (npm, sh, the server) and the server's process alone. Each command runs BENCH_START_RUNS
 * times (default 3, medians printed), after one untimed start that builds what is missing and warms the file cache.
 *
 * BENCH_START_BEFORE=<dir> adds that directory's `npm start` (a checkout of an earlier commit, with node_modules),
 * so before and after are measured in one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, freshPostgresDatabase } from '../e2e/server-process.js';

const rootDir = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_START_RUNS ?? 3);
const settleMs = Number(process.env.BENCH_START_SETTLE_MS ?? 5000);
const withDemo = process.env.BENCH_START_DEMO !== '0';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const beforeDir = process.env.BENCH_START_BEFORE;

interface Command {
  name: string;
  argv: string[];
  cwd: string;
}

/** What a user types to start the server: npm start, or in production node on the build (npm run build). */
const commands: Command[] = [
  ...(beforeDir ? [{ name: 'before: npm start', argv: ['npm', 'start'], cwd: path.resolve(beforeDir) }] : []),
  { name: 'npm start', argv: ['npm', 'start'], cwd: rootDir },
  { name: 'node server/dist/main.js', argv: [process.execPath, 'server/dist/main.js'], cwd: rootDir },
];

type Mode = 'PGlite' | 'PGlite, restart' | 'PostgreSQL' | 'PGlite, DEMO=1';

interface Sample {
  startMs: number;
  treeMb: number;
  serverMb: number;
  processes: number;
}

const parentOf = (pid: number) => {
  try {
    // The command name in parentheses may hold spaces; the fields after it are fixed.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // the process has just ended
  }
};

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** The pid and all its descendants, parents before children. */
const processTree = (root: number) => {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
};

/** The server is the end of the chain (npm → sh → node, or before npm → sh → tsx → node): the deepest node process. */
const serverPid = (tree: number[]) =>
  tree.findLast((pid) => fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node') ?? tree[0];

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops every process of the command's group, as Ctrl-C in a terminal does, and waits until all are gone. */
const stop = async (child: ChildProcess) => {
  const pgid = child.pid!;
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  for (let waited = 0; groupAlive(pgid); waited += 50) {
    if (waited === 15_000) process.kill(-pgid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** One start: spawn, poll /api/health every 20 ms, rest, read RSS, stop. */
const measure = async (
  command: Command,
  env: { dataDir: string; databaseUrl?: string; demo?: boolean },
  settle = settleMs,
): Promise<Sample> => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command.argv[0], command.argv.slice(1), {
    cwd: command.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: env.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_MOBILE: '9000000001',
      ADMIN_PASSWORD: 'bench-start-password',
      DEMO: env.demo ? '1' : '',
      DATABASE_URL: env.databaseUrl ?? '',
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.name} exited early:\n${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const startMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, settle));
    const tree = processTree(child.pid!);
    return {
      startMs,
      treeMb: tree.reduce((sum, pid) => sum + rssMb(pid), 0),
      serverMb: rssMb(serverPid(tree)),
      processes: tree.length,
    };
  } finally {
    await stop(child);
  }
};

const withDataDir = async <T>(use: (dataDir: string) => Promise<T>) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-start-'));
  try {
    return await use(dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

/** The samples of one round of a command, by mode. */
const round = async (command: Command, demo: boolean): Promise<[Mode, Sample][]> => {
  const samples: [Mode, Sample][] = [];
  await withDataDir(async (dataDir) => {
    samples.push(['PGlite', await measure(command, { dataDir })]);
    samples.push(['PGlite, restart', await measure(command, { dataDir })]);
  });
  const database = await freshPostgresDatabase(postgresUrl, 'newsroom_start');
  try {
    await withDataDir(async (dataDir) =>
      samples.push(['PostgreSQL', await measure(command, { dataDir, databaseUrl: database.url })]),
    );
  } finally {
    await database.drop();
  }
  if (demo) {
    await withDataDir(async (dataDir) =>
      samples.push(['PGlite, DEMO=1', await measure(command, { dataDir, demo: true })]),
    );
  }
  return samples;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const main = async () => {
  for (const command of commands) {
    console.log(`${command.name}: one untimed start (builds what is missing, warms the file cache)`);
    await withDataDir((dataDir) => measure(command, { dataDir }, 0));
  }
  const samples = new Map<string, Sample[]>();
  // Rounds take every command in turn, so a change in the machine's load falls on all of them alike.
  for (let n = 0; n < runs; n += 1) {
    for (const command of commands) {
      for (const [mode, sample] of await round(command, withDemo && n === 0)) {
        console.log(
          `${command.name} | ${mode}: ${(sample.startMs / 1000).toFixed(2)} s, ` +
            `tree ${sample.treeMb.toFixed(0)} MB (${sample.processes} processes), server ${sample.serverMb.toFixed(0)} MB`,
        );
        const key = `${command.name}|${mode}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
  }
  console.log(`\nStart until /api/health answers 200, and RSS after ${settleMs / 1000} s at rest (median of ${runs})`);
  const modes: Mode[] = ['PGlite', 'PGlite, restart', 'PostgreSQL', 'PGlite, DEMO=1'];
  const byMode = (key: string) => modes.indexOf(key.split('|')[1] as Mode);
  console.table(
    [...samples]
      .sort(([a], [b]) => byMode(a) - byMode(b))
      .map(([key, list]) => {
        const [command, mode] = key.split('|');
        return {
          command,
          mode,
          runs: list.length,
          'start s': (median(list.map((sample) => sample.startMs)) / 1000).toFixed(2),
          'tree RSS MB': median(list.map((sample) => sample.treeMb)).toFixed(0),
          'server RSS MB': median(list.map((sample) => sample.serverMb)).toFixed(0),
          processes: list[0].processes,
        };
      }),
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
