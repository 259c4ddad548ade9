import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteOptions } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * Initialising a database and running migrations costs seconds, so it happens once per run: PGlite's data
 * directory is dumped to a tarball that each test file loads; PostgreSQL gets a template database that each
 * test file copies with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  // Runs in the main process, where only the project's config (not its test env) tells which database.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const prefix = `newsroom_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${prefix}_template`);
    const template = await openPostgres(withDatabase(url, `${prefix}_template`));
    await template.migrate();
    await template.close();
    project.provide('postgresTemplate', prefix);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${prefix}%'`,
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite(pgliteOptions);
  const database = await openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-pglite-')), 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(path.dirname(file), { recursive: true, force: true });
}

export { withDatabase };
