import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, pgliteOptions, type Database } from '../../src/db/client.js';
import { withDatabase } from '../global-setup.js';

/** A fresh, migrated database for one test file, copied from the run's template. */
export const openTestDatabase = async (): Promise<Database> => {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const prefix = inject('postgresTemplate');
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Copies of one template made at the same moment can collide ("being accessed by other users").
      for (let attempt = 1; ; attempt += 1) {
        try {
          await admin.query(`create database ${name} template ${prefix}_template`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt === 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    } finally {
      await admin.end();
    }
    return openPostgres(withDatabase(url, name));
  }
  const tarball = await fs.readFile(inject('pgliteTemplate'));
  const client = new PGlite({ ...pgliteOptions, loadDataDir: new Blob([tarball]) });
  return openPglite(client);
};
