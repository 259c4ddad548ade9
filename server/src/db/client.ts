import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgdataTemplate, serverDir } from '../paths.js';
import { PgliteSocket, superviseWorker, type PgliteTransport } from './pglite-connection.js';
import { PgliteSessions, pgliteOptions } from './pglite-sessions.js';
import * as schema from './schema.js';

export { pgliteOptions };

export type Schema = typeof schema;
/** The query API of both databases; a transaction satisfies it too, so repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw `db.execute(sql...)`; node-postgres answers `{ rows }`, but the shared type cannot say so. */
export const selectRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL connection string; none for PGlite. */
  url?: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process sharing this database runs its own: what a start does to the database
   * (migrations, the first admin, the demo) checks and then writes, and API processes started together on one
   * PostgreSQL would otherwise each apply the same migration or create the same admin, and all but one crash.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's thread (the server's PGlite), which the fault tests end as a crash would. */
  thread?: { terminate(): Promise<void> };
}

export const migrationsFolder = path.join(serverDir, 'migrations');

type NotificationListener = (message: pg.Notification) => void;
const poolNotifications = new WeakMap<Db, Set<NotificationListener>>();

/**
 * Hears the NOTIFY messages that reach the connections of `db`'s pool. On PGlite, whose one backend every
 * connection shares, a LISTEN run on any of them is the database's, and a notification comes back with the answer
 * to the commit that sent it, on whichever connection that was: so this is how a process hears its embedded
 * database. (On PostgreSQL the pool's connections never LISTEN; a listener has a connection of its own.)
 */
export const onPoolNotification = (db: Db, listener: NotificationListener) => {
  const listeners = poolNotifications.get(db);
  listeners?.add(listener);
  return () => void listeners?.delete(listener);
};

const restartListeners = new WeakMap<Db, Set<() => void>>();

/**
 * Calls `listener` each time the embedded database behind `db` is back after its thread died: a new backend,
 * which knows nothing of what the lost one was asked (a LISTEN, above all). Never called on PostgreSQL, whose
 * restarts a process sees on its own connections.
 */
export const onDatabaseRestarted = (db: Db, listener: () => void) => {
  const listeners = restartListeners.get(db);
  listeners?.add(listener);
  return () => void listeners?.delete(listener);
};

/**
 * Both databases are reached the same way, through node-postgres and drizzle's driver for it: PostgreSQL over its
 * sockets, PGlite over PgliteSocket, which hands pg's protocol messages to PGlite and its answers back.
 */
/** The parts of drizzle's pool session that its transaction passes on to the transaction's own session. */
interface PoolSession {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction(work: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig): Promise<unknown>;
}

/**
 * drizzle's transaction (0.45) sends BEGIN outside its try, so a BEGIN that fails (the database went away between
 * the checkout and the BEGIN) never gives its client back: each database restart under load kept a few of the
 * pool's connections checked out for good, until none was left and every request waited for one. This is drizzle's
 * transaction with the BEGIN inside; the config is set by SET TRANSACTION, as the transaction's first statement.
 */
const releaseOnFailedBegin = (db: Db, pool: pg.Pool) => {
  const session = (db as unknown as { session: PoolSession }).session;
  session.transaction = async (work, config) => {
    const client = await pool.connect();
    const own = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, own, session.schema);
    try {
      await tx.execute(sql`begin`);
      if (config) await tx.setTransaction(config);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    try {
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      await tx.execute(sql`rollback`);
      throw error;
    } finally {
      client.release();
    }
  };
};

/** Which database is behind a `db` (the search batches its groups on PGlite, which runs statements one at a time). */
const drivers = new WeakMap<Db, Database['driver']>();
export const driverOf = (db: Db) => drivers.get(db);

const openPool = (
  pool: pg.Pool,
  driver: Database['driver'],
  options: { exclusively: Database['exclusively']; closeServer?: () => Promise<void>; url?: string },
): Database => {
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  releaseOnFailedBegin(db, pool);
  drivers.set(db, driver);
  const notified = new Set<NotificationListener>();
  poolNotifications.set(db, notified);
  pool.on('connect', (client) => {
    client.on('notification', (message) => {
      for (const listener of notified) listener(message);
    });
    // The pool listens for errors only while a client is idle. One checked out between two statements (a
    // transaction awaiting its next) when the database goes away would otherwise throw from the socket and end the
    // process; its next statement fails instead ("not queryable"), which answers 503, and the pool drops it.
    client.on('error', () => undefined);
  });
  return {
    db,
    driver,
    url: options.url,
    migrate: () => migrate(db as never, { migrationsFolder }),
    exclusively: options.exclusively,
    close: async () => {
      await pool.end();
      await options.closeServer?.();
    },
  };
};

/**
 * PGlite's connections are sessions of its one backend (PgliteSessions). Several let the next queries wait beside
 * PGlite instead of a round trip away; idle ones are kept, as opening one costs nothing.
 */
const pglitePool = (transport: PgliteTransport) =>
  new pg.Pool({ max: 10, idleTimeoutMillis: 0, stream: () => new PgliteSocket(transport) });

/** One process owns an embedded data folder (lockDataDir), so there is nobody to wait for. */
const ownerOnly: Database['exclusively'] = (work) => work();

/** PGlite in this thread: the tests' databases and the build's template. */
export const openPglite = async (client: PGlite): Promise<Database> => {
  await client.waitReady;
  return openPool(pglitePool(new PgliteSessions(client)), 'pglite', {
    exclusively: ownerOnly,
    closeServer: () => client.close(),
  });
};

/**
 * PGlite on `dataDir` in a worker thread: the server's embedded database, whose queries must not hold up the
 * requests (static files and liveness included) that need no database. A thread that dies is started again in this
 * process (superviseWorker), which keeps the data folder's lock meanwhile.
 */
const openPgliteWorker = async (dataDir: string): Promise<Database> => {
  const restarted = new Set<() => void>();
  const worker = await superviseWorker(dataDir, {
    log: (line) => console.error(line),
    onBack: () => {
      for (const listener of restarted) listener();
    },
  });
  const database = openPool(pglitePool(worker), 'pglite', {
    exclusively: ownerOnly,
    closeServer: () => worker.close(),
  });
  restartListeners.set(database.db, restarted);
  return { ...database, thread: { terminate: () => worker.terminate() } };
};

/** The advisory lock key of `exclusively` (any fixed number that nothing else on the database uses). */
const startupLockKey = 7_312_845_310;

export const openPostgres = async (connectionString: string): Promise<Database> =>
  openPool(
    new pg.Pool({
      connectionString,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // A database that does not answer (a host gone, not refusing) would otherwise hold a request until TCP gives
      // up, minutes later; this way it answers 503 (db/unavailable.ts) within seconds.
      connectionTimeoutMillis: 10_000,
    }),
    'postgres',
    {
      url: connectionString,
      exclusively: async (work) => {
        // A session-level advisory lock on a connection of its own (not the pool's, which `work` uses), held until
        // `work` ends. A process that dies holding it releases it with its connection.
        const lockHolder = new pg.Client({ connectionString });
        await lockHolder.connect();
        try {
          await lockHolder.query('select pg_advisory_lock($1)', [startupLockKey]);
          return await work();
        } finally {
          await lockHolder.end();
        }
      },
    },
  );

/** Writes an initialised, migrated embedded database into `dir` (the build's template; see openDatabase). */
export const createPgliteTemplate = async (dir: string) => {
  const database = await openPglite(new PGlite(dir, pgliteOptions));
  await database.migrate();
  await database.close();
};

/**
 * A new embedded database starts as a copy of the build's template rather than running initdb, which takes seconds
 * and a second PostgreSQL in the process whose memory stays resident. The copy is renamed into place, so a start
 * killed while copying leaves no half a database behind. Started from the sources, there is no template.
 */
const copyPgliteTemplate = async (pgdata: string) => {
  if (fs.existsSync(pgdata) || !fs.existsSync(pgdataTemplate)) return;
  const partial = `${pgdata}.partial`;
  await fs.promises.rm(partial, { recursive: true, force: true });
  await fs.promises.cp(pgdataTemplate, partial, { recursive: true });
  await fs.promises.rename(partial, pgdata);
};

/** PostgreSQL when a URL is given, otherwise embedded PGlite stored in `<dataDir>/pgdata`. */
export const openDatabase = async (options: { databaseUrl?: string; dataDir: string }): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const pgdata = path.join(options.dataDir, 'pgdata');
  await copyPgliteTemplate(pgdata);
  return openPgliteWorker(pgdata);
};
