import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgdataTemplate, serverDir } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query API both drivers share; a transaction satisfies it too, so repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw `db.execute(sql...)`; both drivers answer `{ rows }`, but the shared type cannot say so. */
export const selectRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process sharing this database runs its own: what a start does to the database
   * (migrations, the first admin, the demo) checks and then writes, and API processes started together on one
   * PostgreSQL would otherwise each apply the same migration or create the same admin, and all but one crash.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverDir, 'migrations');

/**
 * How embedded PGlite runs, in the server and in the tests alike. Extensions: those the schema uses; PGlite must be
 * given them on every open, not only when they are created. shared_buffers is otherwise PostgreSQL's 128 MB, all of
 * it resident from the start (PGlite's mmap zero-fills it in the WebAssembly heap, which never shrinks); PGlite reads
 * the data files through Node's fs, so a page that is not in the buffers comes from the OS's page cache instead.
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

export const openPglite = async (client: PGlite): Promise<Database> => {
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns the data folder (lockDataDir), so there is nobody to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
};

/** The advisory lock key of `exclusively` (any fixed number that nothing else on the database uses). */
const startupLockKey = 7_312_845_310;

export const openPostgres = async (connectionString: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
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
    close: () => pool.end(),
  };
};

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
  return openPglite(new PGlite(pgdata, pgliteOptions));
};
