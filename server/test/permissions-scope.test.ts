import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from './helpers/app.js';
import { openEventStream } from './helpers/event-stream.js';
import { makeAdmin, makeLanguage, makePost, makeReporter } from './helpers/factories.js';
import { roles } from '../src/db/schema.js';

/**
 * Issue 40's scope outside the lists: a desk role limited to Hindi posts, hiding reporters' mobile number and email,
 * gets no live event, audit entry or saved view's list of what is outside it, and no hidden value anywhere.
 */
let t: TestApp;
let base: string;
let desk: { authorization: string };
let hindi: string;
let english: string;
let hindiPost: { id: string; title: string };
let englishPost: { id: string; title: string };
let reporter: { id: string; email: string; mobileNumber: string };
const newMobile = `9${String(Date.now()).slice(-9)}`;

const as = (headers: { authorization: string }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers });

const publish = (ids: string[]) =>
  t.request({ method: 'PUT', url: '/api/posts/status', payload: { postIDs: ids, postStatus: 'Published' } });

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 300 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hindi = (await makeLanguage(t.db, { name: `Hindi ${randomUUID()}` })).id;
  english = (await makeLanguage(t.db, { name: `English ${randomUUID()}` })).id;
  reporter = await makeReporter(t.db, { email: `hidden-${randomUUID()}@example.com` });
  hindiPost = await makePost(t.db, { languageId: hindi, reporterId: reporter.id });
  englishPost = await makePost(t.db, {
    languageId: english,
    reporterId: reporter.id,
    title: `English ${randomUUID()}`,
  });
  await t.db.insert(roles).values({
    name: 'Hindi desk',
    permissions: [
      {
        resource: 'posts',
        actions: ['list', 'read', 'status', 'export'],
        languages: [hindi],
        hiddenFields: ['postLocationDetails'],
      },
      { resource: 'reporters', actions: ['list', 'read', 'export'], hiddenFields: ['mobileNumber', 'email'] },
      { resource: 'audit', actions: ['list'] },
    ],
  });
  const admin = await makeAdmin(t.db, {}, ['Hindi desk']);
  desk = { authorization: `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}` };
});
afterAll(() => t?.close());

describe('a desk limited to Hindi posts, hiding reporters’ mobile number and email', () => {
  it('gets live events only of what it may list, with only its languages’ ids, and no hidden value', async () => {
    const stream = await openEventStream(`${base}/api/events`, desk);
    const owners = await openEventStream(`${base}/api/events`, t.auth);
    await stream.next((m) => m.event === 'ready');
    await owners.next((m) => m.event === 'ready');

    expect((await publish([englishPost.id])).statusCode).toBe(200);
    const language = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: { languageName: 'Urdu' },
    });
    expect(language.statusCode).toBe(201);
    const update = await t.request({
      method: 'PUT',
      url: `/api/reporter/update/${reporter.id}`,
      payload: { firstName: 'Riya', lastName: 'Reporter', mobileNumber: newMobile, role: 'Reporter' },
    });
    expect(update.statusCode).toBe(200);
    expect((await publish([englishPost.id, hindiPost.id].map(String))).statusCode).toBe(200);

    // The Owner gets all four.
    expect((await owners.change()).ids).toEqual([englishPost.id]);
    expect(await owners.change()).toMatchObject({ resource: 'languages' });
    expect(await owners.change()).toMatchObject({ resource: 'reporters' });
    expect(await owners.change()).toMatchObject({ resource: 'posts' });

    // The desk: nothing of the English post nor of languages; the reporter's change without its email.
    const reporterChange = await stream.change();
    expect(reporterChange).toMatchObject({ resource: 'reporters', ids: [reporter.id], action: 'update' });
    expect(JSON.stringify(reporterChange)).not.toContain(newMobile);
    expect(await stream.change()).toMatchObject({ resource: 'posts', ids: [hindiPost.id], action: 'bulkStatus' });
    stream.close();
    owners.close();
  });

  it('lists, counts and exports audit entries about its languages’ records only, without hidden values', async () => {
    const mine = await as(desk, 'GET', '/api/audit?perPage=100');
    expect(mine.statusCode).toBe(200);
    const { entries, pagination } = mine.json().audit as {
      entries: { resource: string; recordIds: string[]; changes: { field: string }[] }[];
      pagination: { totalRecords: number };
    };
    expect(entries.map((entry) => entry.resource).sort()).toEqual(['posts', 'reporters']);
    expect(entries.find((entry) => entry.resource === 'posts')!.recordIds).toEqual([hindiPost.id]);
    expect(pagination.totalRecords).toBe(2);
    expect(mine.body).not.toContain(englishPost.id);
    expect(mine.body).not.toContain(newMobile);
    expect(mine.body).not.toContain(reporter.email);
    expect(entries.find((entry) => entry.resource === 'reporters')!.changes.map((change) => change.field)).toEqual([]);

    const ofEnglish = await as(desk, 'GET', `/api/audit?recordId=${englishPost.id}`);
    expect(ofEnglish.json().audit).toEqual({ entries: [], pagination: expect.objectContaining({ totalRecords: 0 }) });
    const file = await as(desk, 'GET', '/api/audit/export');
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain(englishPost.id);
    expect(file.body).not.toContain(newMobile);
    expect(file.body).toContain(hindiPost.id);

    // The Owner sees them all, values too.
    const owners = await t.request({ method: 'GET', url: '/api/audit?perPage=100' });
    expect(owners.body).toContain(englishPost.id);
    expect(owners.body).toContain(newMobile);
  });

  it('never receives reporters’ mobile number or email, nor a hidden post column: lists, pages, exports', async () => {
    const answers = [
      await as(desk, 'GET', '/api/reporters/get/Active'),
      await as(desk, 'GET', `/api/reporter/get/${reporter.id}`),
      await as(desk, 'GET', '/api/reporters/export/Active'),
      await as(desk, 'GET', '/api/posts/export/Published'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const value of [newMobile, reporter.mobileNumber]) expect(answer.body).not.toContain(value);
      expect(answer.body).not.toMatch(/"mobileNumber"|"email"/);
    }
    expect(answers[2].body.split('\r\n')[0]).toBe('firstName,middleName,lastName,role,status');
    // The posts' file: the Hindi post only, without the hidden Location column.
    expect(answers[3].body.split('\r\n')[0]).toBe('News Title,Category,Language,New Description,Posted On');
    expect(answers[3].body).toContain(hindiPost.title);
    expect(answers[3].body).not.toContain(englishPost.title);
  });

  it('finds nothing outside its languages through a shared saved view naming another language', async () => {
    const list = '/posts/published';
    const saved = await t.request({
      method: 'POST',
      url: '/api/views',
      payload: { name: 'English desk', list, query: { filter: JSON.stringify({ language: english }) }, shared: true },
    });
    expect(saved.statusCode).toBe(201);
    const views = (await as(desk, 'GET', `/api/views?list=${encodeURIComponent(list)}`)).json().views;
    const view = views.find((entry: { name: string }) => entry.name === 'English desk');
    const { language } = JSON.parse(view.query.filter) as { language: string };
    const answer = await as(desk, 'GET', `/api/posts/filter/Published?language=${language}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().posts).toMatchObject({ postsData: [], pagination: { totalRecords: 0 } });
    const owners = await t.request({ method: 'GET', url: `/api/posts/filter/Published?language=${language}` });
    expect(owners.json().posts.postsData.map((post: { postID: string }) => post.postID)).toEqual([englishPost.id]);
  });
});
