import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PgliteSocket } from '../src/db/pglite-connection.js';
import { PgliteSessions, pgliteOptions } from '../src/db/pglite-sessions.js';

// node-postgres connections on PGlite's one backend, as the server's embedded database runs them.
const embedded = process.env.TEST_DB === 'pglite';

describe.runIf(embedded)('node-postgres connections on embedded PGlite', () => {
  let pglite: PGlite;
  let pool: pg.Pool;

  beforeAll(async () => {
    // The run's template (see global-setup.ts), so that no initdb runs here.
    pglite = new PGlite({ ...pgliteOptions, loadDataDir: new Blob([await fs.readFile(inject('pgliteTemplate'))]) });
    const sessions = new PgliteSessions(pglite);
    pool = new pg.Pool({ max: 3, stream: () => new PgliteSocket(sessions) });
    await pool.query('create table notes (id int primary key, body text)');
  });
  afterAll(async () => {
    await pool.end();
    await pglite.close();
  });

  it('keeps another connection out of an open transaction until it commits, as separate sessions would', async () => {
    const writer = await pool.connect();
    try {
      await writer.query('begin');
      await writer.query('insert into notes values ($1, $2)', [1, 'draft']);
      let readerDone = false;
      const reader = pool.query<{ body: string }>('select body from notes where id = 1').then((result) => {
        readerDone = true;
        return result.rows;
      });
      // The writer's own statements still run while the other connection waits.
      expect((await writer.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
      expect(readerDone).toBe(false);
      await writer.query('commit');
      expect(await reader).toEqual([{ body: 'draft' }]);
    } finally {
      writer.release();
    }
  });

  it('rolls back the transaction of a connection that goes away, and serves the others', async () => {
    const lost = await pool.connect();
    await lost.query('begin');
    await lost.query('insert into notes values ($1, $2)', [2, 'never committed']);
    const waiting = pool.query<{ n: number }>('select count(*)::int as n from notes where id = 2');
    // The connection breaks (its socket destroyed) with the transaction open.
    lost.release(new Error('connection lost'));
    expect((await waiting).rows).toEqual([{ n: 0 }]);
    expect((await pool.query('select body from notes order by id')).rows).toEqual([{ body: 'draft' }]);
  });

  it('answers a failed statement with its error, and the connection goes on', async () => {
    await expect(pool.query('insert into notes values (1, $1)', ['duplicate'])).rejects.toMatchObject({
      code: '23505',
    });
    const rows = Array.from({ length: 5000 }, (_, i) => `row ${i} ${'x'.repeat(100)}`);
    const result = await pool.query<{ body: string }>('select unnest($1::text[]) as body', [rows]);
    expect(result.rows.map((row) => row.body)).toEqual(rows);
  });
});
