import pg from 'pg';

/**
 * The benchmark's own PostgreSQL database at `url`, created when missing; with BENCH_RESEED=1 dropped first, so the
 * benchmark seeds it again.
 */
export const ensureDatabase = async (url: string) => {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  if (process.env.BENCH_RESEED === '1') await admin.query(`drop database if exists ${name} with (force)`);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
};
