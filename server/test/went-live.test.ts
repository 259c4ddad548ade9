import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openPostgres, type Db } from '../src/db/client.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { openEventStream } from './helpers/event-stream.js';
import { hoursFromNow, makeAdmin, makeDailyQuote, makePost, makeShort } from './helpers/factories.js';

/**
 * "A scheduled item went live" (issue 44): every process checks, the claimed span of time makes exactly one of them
 * announce each item, once, to the admins concerned, and no item is missed or repeated across a restart.
 */
let t: TestApp;
type Admin = { id: string; headers: { authorization: string } };
let asha: Admin;
let ravi: Admin;
let meera: Admin;
const opened: { close(): Promise<void> }[] = [];

const adminNamed = async (firstName: string, lastName: string): Promise<Admin> => {
  const row = await makeAdmin(t.db, { firstName, lastName });
  return { id: row.id, headers: { authorization: `Bearer ${await t.app.issueToken(row, '127.0.0.1')}` } };
};
const as = async (admin: Admin, method: 'PUT' | 'POST', url: string, payload: object) => {
  const response = await t.app.inject({ method, url, payload, headers: admin.headers });
  expect(response.statusCode, response.body).toBeLessThan(300);
};
/** The went-live notifications an admin's list answers, as record id and text. */
const wentLiveOf = async (admin: Admin) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return (response.json().notifications as { kind: string; recordId: string; text: string; resource: string }[])
    .filter((notification) => notification.kind === 'wentLive')
    .map(({ resource, recordId, text }) => ({ resource, recordId, text }))
    .sort((a, b) => a.recordId.localeCompare(b.recordId));
};

/** Another server process on the app's database: its own connections on PostgreSQL, the same database on PGlite. */
const anotherProcess = async (): Promise<App> => {
  let db: Db = t.db;
  if (t.databaseUrl) {
    const database = await openPostgres(t.databaseUrl);
    db = database.db;
    opened.push(database);
  }
  const app = await buildApp({
    db,
    storage: t.storage,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    logLevel: 'silent',
  });
  await app.ready();
  return app;
};

beforeAll(async () => {
  t = await createTestApp();
  asha = await adminNamed('Asha', 'Rao');
  ravi = await adminNamed('Ravi', 'Kumar');
  meera = await adminNamed('Meera', 'Iyer');
});
afterAll(async () => {
  for (const database of opened.reverse()) await database.close();
  await t?.close();
});

describe('a scheduled item went live', () => {
  it('is announced once per item and admin concerned, with two processes checking at once and across a restart', async () => {
    // Scheduled: Published with a posting time to come. The post is assigned to Ravi by Asha and noted on by Meera.
    const post = await makePost(t.db, { status: 'Published', postedOn: hoursFromNow(1) });
    await as(asha, 'PUT', `/api/assign/posts/${post.id}`, { adminID: ravi.id });
    await as(meera, 'POST', `/api/notes/posts/${post.id}`, { text: 'Check the location with the reporter' });
    // Meera publishes the short for later through the status call.
    const short = await makeShort(t.db, { status: 'Pending', postedOn: hoursFromNow(1.5) });
    await as(meera, 'PUT', `/api/shorts/status/${short.id}`, { shortStatus: 'Published' });
    // The quote goes live later, after a restart.
    const quote = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: hoursFromNow(3) });
    await as(asha, 'PUT', `/api/assign/dailyQuotes/${quote.id}`, { adminID: ravi.id });
    // Not announced: a pending item and an item published long ago, each with a note by Meera.
    const pending = await makePost(t.db, { status: 'Pending', postedOn: hoursFromNow(1) });
    const old = await makePost(t.db, { status: 'Published', postedOn: hoursFromNow(-5) });
    for (const { id } of [pending, old]) await as(meera, 'POST', `/api/notes/posts/${id}`, { text: 'Seen' });

    const stream = await openEventStream(
      `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/events`,
      ravi.headers,
    );
    await stream.next((message) => message.event === 'ready');
    const second = await anotherProcess();
    const twoHoursOn = hoursFromNow(2);
    // Both processes check several times at the same moment, as their timers would after a pause.
    const counts = await Promise.all([t.app, second, t.app, second].map((app) => app.wentLive.check(twoHoursOn)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4);
    const postLive = { resource: 'posts', recordId: post.id, text: 'A scheduled post went live' };
    const shortLive = { resource: 'shortVideos', recordId: short.id, text: 'A scheduled short video went live' };
    const quoteLive = { resource: 'dailyQuotes', recordId: quote.id, text: 'A scheduled quote went live' };
    const byId = (...items: { recordId: string }[]) => items.sort((a, b) => a.recordId.localeCompare(b.recordId));
    // Asha assigned the post; Ravi is its assignee; Meera noted on it and published the short.
    // Ravi's stream hears of it, as of any notification of his.
    const event = await stream.next((message) => message.event === 'change' && message.data!.includes('notifications'));
    expect(JSON.parse(event.data!)).toMatchObject({ resource: 'notifications', ids: [ravi.id], action: 'create' });
    stream.close();
    expect(await wentLiveOf(asha)).toEqual([postLive]);
    expect(await wentLiveOf(ravi)).toEqual([postLive]);
    expect(await wentLiveOf(meera)).toEqual(byId(postLive, shortLive));

    // A restart: the second process stops, a third starts; the quote's time passes while the first checks too.
    await second.close();
    const third = await anotherProcess();
    try {
      const fourHoursOn = hoursFromNow(4);
      await Promise.all([third, t.app, third].map((app) => app.wentLive.check(fourHoursOn)));
      expect(await wentLiveOf(asha)).toEqual(byId(postLive, quoteLive));
      expect(await wentLiveOf(ravi)).toEqual(byId(postLive, quoteLive));
      expect(await wentLiveOf(meera)).toEqual(byId(postLive, shortLive));
    } finally {
      await third.close();
    }
  });
});
