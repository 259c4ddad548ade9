import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reporterTickets as ticketDeclaration } from '#contract/resources/reporter-tickets';
import { reporterTickets } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  makeAd,
  makeAdmin,
  makeCategory,
  makeDailyQuote,
  makeLanguage,
  makePost,
  makeReporter,
  makeShort,
  makeTicket,
} from './helpers/factories.js';

/**
 * A status change made on out-of-date information is refused (issue 36): every status call takes `expected`, the
 * status the admin saw, and leaves a record whose status is something else alone, answering who changed it.
 */
let t: TestApp;
/** Admin B, who changes the records first. */
let asha: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeAdmin(t.db, { firstName: 'Asha', lastName: 'Rao' });
  asha = { authorization: `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}` };
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

interface StatusCall {
  name: string;
  /** A record in the status `seen`; answers its id. */
  make: () => Promise<string>;
  seen: string;
  /** Admin B's change, made first: the record leaves `seen` for `now`. */
  change: (id: string) => InjectOptions;
  now: string;
  /** The call admin A sends from what they saw, with `expected` when given. */
  call: (id: string, expected?: Record<string, string>) => InjectOptions;
  /** The record as a client reads it, and the status in it. */
  read: (id: string) => Promise<Body>;
  statusKey: string;
  /** "This post was published by Asha Rao a moment ago" */
  message: string;
  /** What the call does without `expected`, as spec section 7 (and the server before) has it. */
  without: { statusCode: number; status: string };
}

const put = (url: string, payload?: Body): InjectOptions => ({ method: 'PUT', url: `/api${url}`, payload });
const withExpected = (body: Body, expected?: Record<string, string>) => (expected ? { ...body, expected } : body);

const get = (url: string, key: string) => async (id: string) => {
  const res = await t.request({ method: 'GET', url: `/api${url}${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[key] as Body;
};

const content = (
  name: string,
  path: string,
  key: string,
  field: string,
  make: () => Promise<{ id: string }>,
  noun: string,
): StatusCall => ({
  name,
  make: async () => (await make()).id,
  seen: 'Pending',
  change: (id) => put(`${path}${id}`, { [field]: 'Published' }),
  now: 'Published',
  call: (id, expected) => put(`${path}${id}`, withExpected({ [field]: 'Rejected' }, expected)),
  read: get(`/${key}/get/`, key),
  statusKey: field,
  message: `This ${noun} was published by Asha Rao a moment ago`,
  without: { statusCode: 200, status: 'Rejected' },
});

const toggle = (
  name: string,
  path: string,
  read: StatusCall['read'],
  field: string,
  make: () => Promise<{ id: string }>,
  noun: string,
): StatusCall => ({
  name,
  make: async () => (await make()).id,
  seen: 'Active',
  change: (id) => put(`${path}${id}`, { [field]: 'Inactive' }),
  now: 'Inactive',
  // A saw it Active and turns it off: B has already done so.
  call: (id, expected) => put(`${path}${id}`, withExpected({ [field]: 'Inactive' }, expected)),
  read,
  statusKey: field,
  message: `This ${noun} was set to Inactive by Asha Rao a moment ago`,
  without: { statusCode: 200, status: 'Inactive' },
});

const category = (kind: 'post' | 'short' | 'novel', prefix: string, key: string, field: string) =>
  toggle(
    `${prefix}/status/{id}`,
    `${prefix}/status/`,
    get(`${prefix}/get/`, key),
    field,
    () => makeCategory(t.db, kind),
    'category',
  );

const [inProgress, underReview, resolved] = ticketDeclaration.fields.reporterTicketStatus.values;

const calls: StatusCall[] = [
  {
    ...content('posts/status/ (one post)', '/posts/status/', 'posts', 'postStatus', () => makePost(t.db), 'post'),
    change: (id) => put('/posts/status/', { postIDs: [id], postStatus: 'Published' }),
    call: (id, expected) => put('/posts/status/', withExpected({ postIDs: [id], postStatus: 'Rejected' }, expected)),
  },
  content('shorts/status/{id}', '/shorts/status/', 'shorts', 'shortStatus', () => makeShort(t.db), 'short video'),
  content(
    'dailyQuotes/status/{id}',
    '/dailyQuotes/status/',
    'dailyQuotes',
    'dailyQuoteStatus',
    () => makeDailyQuote(t.db),
    'quote',
  ),
  {
    name: 'reporter/status/',
    make: async () => (await makeReporter(t.db)).id,
    seen: 'Active',
    change: (id) => put('/reporter/status/', { roleIDs: [id], status: 'Inactive' }),
    now: 'Inactive',
    call: (id, expected) => put('/reporter/status/', withExpected({ roleIDs: [id], status: 'Trash' }, expected)),
    read: get('/reporter/get/', 'reporter'),
    statusKey: 'status',
    message: 'This reporter was set to Inactive by Asha Rao a moment ago',
    without: { statusCode: 200, status: 'Trash' },
  },
  {
    name: 'guest-reporter/approval/{id}',
    make: async () => (await makeReporter(t.db, { status: 'Pending' })).id,
    seen: 'Pending',
    change: (id) => put(`/guest-reporter/approval/${id}`, { isApproved: true }),
    now: 'Active',
    call: (id, expected) => put(`/guest-reporter/approval/${id}`, withExpected({ isApproved: false }, expected)),
    read: get('/reporter/get/', 'reporter'),
    statusKey: 'status',
    message: 'This reporter was set to Active by Asha Rao a moment ago',
    without: { statusCode: 409, status: 'Active' },
  },
  {
    name: 'guest-reporter/dis-approve/{id}',
    make: async () => (await makeReporter(t.db, { status: 'Pending' })).id,
    seen: 'Pending',
    change: (id) => put(`/guest-reporter/approval/${id}`, { isApproved: true }),
    now: 'Active',
    call: (id, expected) => put(`/guest-reporter/dis-approve/${id}`, expected && { expected }),
    read: get('/reporter/get/', 'reporter'),
    statusKey: 'status',
    message: 'This reporter was set to Active by Asha Rao a moment ago',
    without: { statusCode: 409, status: 'Active' },
  },
  {
    name: 'reporter/ticket/{id}',
    make: async () => (await makeTicket(t.db)).id,
    seen: inProgress,
    change: (id) => put(`/reporter/ticket/${id}`, { reporterTicketStatus: underReview }),
    now: underReview,
    call: (id, expected) => put(`/reporter/ticket/${id}`, withExpected({ reporterTicketStatus: resolved }, expected)),
    // The tickets have no one-ticket call: the row as stored.
    read: async (id) => {
      const [row] = await t.db.select().from(reporterTickets).where(eq(reporterTickets.id, id));
      return row as unknown as Body;
    },
    statusKey: 'status',
    message: 'This ticket was set to under review by Asha Rao a moment ago',
    without: { statusCode: 200, status: resolved },
  },
  category('post', '/post/category', 'PostCategoryData', 'postCategoryStatus'),
  category('short', '/shorts/category', 'shortCategoryData', 'shortCategoryStatus'),
  category('novel', '/novel/category', 'novelCategoryData', 'novelCategoryStatus'),
  toggle(
    'language/status/{id}',
    '/language/status/',
    get('/language/get/', 'languageData'),
    'languageStatus',
    () => makeLanguage(t.db),
    'language',
  ),
  toggle('ads/status/{id}', '/ads/status/', get('/ads/get/', 'ads'), 'adStatus', () => makeAd(t.db), 'ad'),
];

const changedByAsha = async (call: StatusCall, id: string) => {
  const res = await t.app.inject({ ...call.change(id), headers: asha });
  expect(res.statusCode, res.body).toBe(200);
  const record = await call.read(id);
  expect(record[call.statusKey]).toBe(call.now);
  return record;
};

describe.each(calls)('PUT $name', (call) => {
  it('refuses a stale expectation with 409, who changed it and when, and changes nothing', async () => {
    const id = await call.make();
    const changed = await changedByAsha(call, id);
    const res = await t.request(call.call(id, { [id]: call.seen }));
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body).toEqual({
      message: call.message,
      conflicts: [{ id, status: call.now, by: 'Asha Rao', at: expect.any(String) }],
    });
    expect(Date.now() - new Date(body.conflicts[0].at).getTime()).toBeLessThan(60_000);
    expect(await call.read(id)).toEqual(changed);
  });

  it('makes the change when the status is the one expected', async () => {
    const id = await call.make();
    const res = await t.request(call.call(id, { [id]: call.seen }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call.read(id))[call.statusKey]).not.toBe(call.seen);
  });

  it('behaves as the spec says without expected', async () => {
    const id = await call.make();
    await changedByAsha(call, id);
    const res = await t.request(call.call(id));
    expect(res.statusCode, res.body).toBe(call.without.statusCode);
    expect(res.json()).not.toHaveProperty('conflicts');
    expect((await call.read(id))[call.statusKey]).toBe(call.without.status);
  });

  it('documents expected and the 409 with conflicts', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { url } = call.call('{id}');
    const operation = spec.paths[String(url).replace(/^\/api/, '/api')].put;
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty('expected');
    expect(operation.responses['409'].content['application/json'].schema.properties).toHaveProperty('conflicts');
  });
});

describe('bulk status calls with one stale record', () => {
  const bulk = [
    {
      name: 'posts/status/',
      make: async () => (await makePost(t.db)).id,
      seen: 'Pending',
      change: (id: string) => put('/posts/status/', { postIDs: [id], postStatus: 'Published' }),
      call: (ids: string[], expected: Record<string, string>) =>
        put('/posts/status/', { postIDs: ids, postStatus: 'Rejected', expected }),
      read: get('/posts/get/', 'posts'),
      statusKey: 'postStatus',
      after: 'Rejected',
      now: 'Published',
    },
    {
      name: 'reporter/status/',
      make: async () => (await makeReporter(t.db)).id,
      seen: 'Active',
      change: (id: string) => put('/reporter/status/', { roleIDs: [id], status: 'Inactive' }),
      call: (ids: string[], expected: Record<string, string>) =>
        put('/reporter/status/', { roleIDs: ids, status: 'Trash', expected }),
      read: get('/reporter/get/', 'reporter'),
      statusKey: 'status',
      after: 'Trash',
      now: 'Inactive',
    },
  ];

  it.each(bulk)('$name changes the others and lists the one', async (call) => {
    const [stale, fresh, other] = [await call.make(), await call.make(), await call.make()];
    expect((await t.app.inject({ ...call.change(stale), headers: asha })).statusCode).toBe(200);
    const changed = await call.read(stale);
    const ids = [stale, fresh, other];
    const res = await t.request(call.call(ids, Object.fromEntries(ids.map((id) => [id, call.seen]))));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      updatedCount: 2,
      conflicts: [{ id: stale, status: call.now, by: 'Asha Rao', at: expect.any(String) }],
    });
    expect(await call.read(stale)).toEqual(changed);
    for (const id of [fresh, other]) expect((await call.read(id))[call.statusKey]).toBe(call.after);
  });

  it.each(bulk)('$name answers 409 naming them all when every record is stale', async (call) => {
    const ids = [await call.make(), await call.make()];
    for (const id of ids) expect((await t.app.inject({ ...call.change(id), headers: asha })).statusCode).toBe(200);
    const res = await t.request(call.call(ids, Object.fromEntries(ids.map((id) => [id, call.seen]))));
    expect(res.statusCode, res.body).toBe(409);
    const noun = call.name.startsWith('posts') ? 'posts' : 'reporters';
    expect(res.json().message).toBe(
      `2 ${noun} were changed by someone else since you saw them. Reload to see them as they are.`,
    );
    expect(
      res
        .json()
        .conflicts.map((conflict: { id: string }) => conflict.id)
        .sort(),
    ).toEqual([...ids].sort());
  });
});

describe('status conflicts', () => {
  it('lets exactly one of two calls made from the same status win (the check holds the row lock)', async () => {
    const post = await makePost(t.db);
    const expected = { [post.id]: 'Pending' };
    const answers = await Promise.all([
      t.app.inject({
        ...put('/posts/status/', { postIDs: [post.id], postStatus: 'Published', expected }),
        headers: asha,
      }),
      t.request(put(`/posts/status/`, { postIDs: [post.id], postStatus: 'Rejected', expected })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('compares statuses in any case and spelling', async () => {
    const id = (await makeTicket(t.db)).id;
    const res = await t.request(
      put(`/reporter/ticket/${id}`, { reporterTicketStatus: resolved, expected: { [id]: 'In Progress' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses expected with a filter, and an expected that is not a map of statuses', async () => {
    const res = await t.request(
      put('/posts/status/', { match: { status: 'Pending' }, postStatus: 'Published', expected: {} }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send expected with postIDs; a change by match only takes posts that still match');
    const post = await makePost(t.db);
    const bad = await t.request(put('/posts/status/', { postIDs: [post.id], postStatus: 'Published', expected: [1] }));
    expect(bad.statusCode).toBe(400);
    expect((await get('/posts/get/', 'posts')(post.id)).postStatus).toBe('Pending');
  });
});
