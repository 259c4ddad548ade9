import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import * as schema from '../src/db/schema.js';
import { declaredTable } from '../src/declared/declared-table.js';
import { declaredTablesSource, declaredTablesFile, registryFile, registrySource } from '../scripts/db-generate.js';
import { polls } from './fixtures/polls.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * README's "Add a resource" tutorial, proved: the Polls declaration alone (with the migration drizzle-kit generates
 * for its derived table) gives the calls, their rules and messages, and their OpenAPI document.
 */
describe('a resource declared in one file (Polls)', () => {
  let t: TestApp;
  let migration: string[];

  beforeAll(async () => {
    t = await createTestApp({ declarations: [...declaredResources, polls] });
    // The migration `npm run db:generate` writes for it: drizzle-kit's diff of the schema without and with it.
    const before = generateDrizzleJson(schema);
    const after = generateDrizzleJson({ ...schema, pollsTable: declaredTable(polls) }, before.id);
    migration = await generateMigration(before, after);
    for (const statement of migration) await t.db.execute(sql.raw(statement));
  });
  afterAll(() => t?.close());

  const create = (pollQuestion: unknown) =>
    t.request({ method: 'POST', url: '/api/polls/create', payload: { pollQuestion } });

  it('gets its table from the generated migration alone', () => {
    expect(migration).toHaveLength(2);
    expect(migration[0]).toContain('CREATE TABLE "polls"');
    expect(migration[0]).toContain('"poll_question" varchar(200)');
    expect(migration[0]).toContain(`"poll_status" text DEFAULT 'Active' NOT NULL`);
  });

  it('creates, lists with search and status, gets, updates and toggles a poll', async () => {
    const created = await create('  Tea or coffee?  ');
    expect(created.statusCode).toBe(201);
    const { message, poll } = created.json();
    expect(message).toBe('Poll Added successfully');
    expect(poll).toEqual({
      pollID: expect.any(String),
      pollQuestion: 'Tea or coffee?',
      pollStatus: 'Active',
      updatedAt: expect.any(String),
    });
    await create('Cats or dogs?');

    const all = await t.request({ method: 'GET', url: '/api/polls/filter/All' });
    expect(all.statusCode).toBe(200);
    expect(all.json().polls.polls.map((row: { pollQuestion: string }) => row.pollQuestion)).toEqual([
      'Cats or dogs?',
      'Tea or coffee?',
    ]);
    expect(all.json().polls.pagination).toEqual({ totalPages: 1, totalRecords: 2, currentPage: 1, limit: 10 });
    const searched = await t.request({ method: 'GET', url: '/api/polls/filter/all?search=COFFEE' });
    expect(searched.json().polls.polls.map((row: { pollID: string }) => row.pollID)).toEqual([poll.pollID]);

    const got = await t.request({ method: 'GET', url: `/api/polls/get/${poll.pollID}` });
    expect(got.json()).toEqual({ poll });

    const updated = await t.request({
      method: 'PUT',
      url: `/api/polls/update/${poll.pollID}`,
      payload: { pollQuestion: 'Tea, coffee or juice?' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Poll updated successfully');
    expect(updated.json().poll.pollQuestion).toBe('Tea, coffee or juice?');

    const toggled = await t.request({
      method: 'PUT',
      url: `/api/polls/status/${poll.pollID}`,
      payload: { pollStatus: 'Inactive' },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toEqual({
      message: 'Poll is Inactive',
      poll: expect.objectContaining({ pollStatus: 'Inactive' }),
    });
    const active = await t.request({ method: 'GET', url: '/api/polls/filter/Active' });
    expect(active.json().polls.polls.map((row: { pollQuestion: string }) => row.pollQuestion)).toEqual([
      'Cats or dogs?',
    ]);
  });

  it('refuses an empty or too long question with the rule message, and saves nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/polls/filter/All' })).json().polls.pagination;
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Question is required' });
    const long = await create('x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Maximum 200 characters allowed' });
    const after = (await t.request({ method: 'GET', url: '/api/polls/filter/All' })).json().polls.pagination;
    expect(after.totalRecords).toBe(before.totalRecords);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/polls/filter/All' });
    expect(res.statusCode).toBe(401);
  });

  it('is in the OpenAPI document with its paths and tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths).filter((path) => path.startsWith('/api/polls/'))).toEqual(
      expect.arrayContaining([
        '/api/polls/filter/{status}',
        '/api/polls/get/{id}',
        '/api/polls/create',
        '/api/polls/update/{id}',
        '/api/polls/status/{id}',
      ]),
    );
    expect(spec.paths['/api/polls/create'].post.tags).toEqual(['Polls']);
    expect(spec.paths['/api/polls/filter/{status}'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'search', in: 'query' })]),
    );
  });
});

describe('the generated files of `npm run db:generate`', () => {
  it('contract/resources/index.ts lists every file of the folder', async () => {
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(await registrySource());
  });

  it('server/src/db/declared-tables.ts has the tables of the shipped declarations', async () => {
    expect(fs.readFileSync(declaredTablesFile, 'utf8')).toBe(await declaredTablesSource());
  });
});
