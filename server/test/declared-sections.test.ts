import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import { contestEntries, contests, houseRules } from './fixtures/contests.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createDeclaredTables } from './helpers/declared-tables.js';

/**
 * Issue 37 item 3, server half: a main-menu section's tabs are views of its list (declared time windows), a child
 * list is filtered by its parent, and a singleton is read without an id and created once.
 */
/** The contests again, as a section whose tab is a fixed filter (same table, read only). */
const photoContests = defineResource({
  ...contests,
  name: 'photoContests',
  api: { tag: 'Photo contests', list: { path: '/photo-contests/filter/{status}', key: 'contests', paginated: true } },
  screen: {
    ...contests.screen,
    path: '/photo-contests',
    sectionTabs: { photo: { path: 'photo', label: 'Photo', filter: { contestTitle: 'Photo contest' } } },
  },
});

describe('declared sections: tab views, child lists and singletons', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      declarations: [...declaredResources, contests, contestEntries, houseRules, photoContests],
    });
    await createDeclaredTables(t.db, [contests, contestEntries, houseRules]);
  });
  afterAll(() => t?.close());

  const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
  const createContest = async (contestTitle: string, closesAt: string) => {
    const res = await t.request({ method: 'POST', url: '/api/contests/create', payload: { contestTitle, closesAt } });
    expect(res.statusCode).toBe(201);
    return res.json().contest as { contestID: string };
  };
  const titles = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json().contests.contests.map((row: { contestTitle: string }) => row.contestTitle);
  };

  it('answers a time window of {status}: open soonest first, closed latest first, counted per window', async () => {
    await createContest('Closes later', hours(48));
    await createContest('Closes soon', hours(2));
    await createContest('Closed an hour ago', hours(-1));
    await createContest('Closed yesterday', hours(-24));

    expect(await titles('/api/contests/filter/open')).toEqual(['Closes soon', 'Closes later']);
    expect(await titles('/api/contests/filter/Closed')).toEqual(['Closed an hour ago', 'Closed yesterday']);
    const open = await t.request({ method: 'GET', url: '/api/contests/filter/open?limit=1' });
    expect(open.json().contests.pagination).toEqual({ totalPages: 2, totalRecords: 2, currentPage: 1, limit: 1 });
    expect(await titles('/api/contests/filter/closed?search=yesterday')).toEqual(['Closed yesterday']);
    expect((await titles('/api/contests/filter/All')).length).toBe(4);
  });

  it('refuses a view it does not have, naming the ones it has', async () => {
    const res = await t.request({ method: 'GET', url: '/api/contests/filter/upcoming' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Status must be All or Active or Inactive or open or closed' });
  });

  it("keeps a tab's fixed filter: the records whose field holds its value", async () => {
    await createContest('Photo contest', hours(5));
    await createContest('Photo contest, again', hours(5));
    const res = await t.request({ method: 'GET', url: '/api/photo-contests/filter/All?contestTitle=Photo%20contest' });
    expect(res.statusCode).toBe(200);
    expect(res.json().contests.contests.map((row: { contestTitle: string }) => row.contestTitle)).toEqual([
      'Photo contest',
    ]);
  });

  it("lists a child resource by its parent's id, and only that parent's", async () => {
    const first = await createContest('Photo contest', hours(10));
    const second = await createContest('Essay contest', hours(10));
    const add = (entrant: string, contestID: string) =>
      t.request({ method: 'POST', url: '/api/contest-entries/create', payload: { entrant, contestID } });
    expect((await add('Ada', first.contestID)).statusCode).toBe(201);
    expect((await add('Grace', first.contestID)).statusCode).toBe(201);
    expect((await add('Alan', second.contestID)).statusCode).toBe(201);

    const of = async (contestID: string) =>
      (await t.request({ method: 'GET', url: `/api/contest-entries/filter/All?contestID=${contestID}` }))
        .json()
        .entries.entries.map((row: { entrant: string }) => row.entrant);
    expect(await of(first.contestID)).toEqual(['Grace', 'Ada']);
    expect(await of(second.contestID)).toEqual(['Alan']);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/contest-entries/filter/{status}'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'contestID', in: 'query' })]),
    );
  });

  it('reads a singleton without an id: null before it exists, then the one record; a second create is refused', async () => {
    // Two creates at once: one is saved, the other refused.
    const both = await Promise.all(
      ['First', 'Second'].map((rulesTitle) =>
        t.request({ method: 'POST', url: '/api/house-rules/create', payload: { rulesTitle, rulesText: 'x' } }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const raced = both.find((res) => res.statusCode === 201)!.json().houseRules as { houseRulesID: string };
    await t.db.execute(sql`DELETE FROM house_rules WHERE id = ${raced.houseRulesID}`);

    const empty = await t.request({ method: 'GET', url: '/api/house-rules/get' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ houseRulesData: null });

    const created = await t.request({
      method: 'POST',
      url: '/api/house-rules/create',
      payload: { rulesTitle: ' Be kind ', rulesText: 'No spam.' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('House rules added successfully');
    const { houseRulesID } = created.json().houseRules as { houseRulesID: string };

    const got = await t.request({ method: 'GET', url: '/api/house-rules/get' });
    expect(got.json().houseRulesData).toMatchObject({ houseRulesID, rulesTitle: 'Be kind', rulesText: 'No spam.' });

    const again = await t.request({
      method: 'POST',
      url: '/api/house-rules/create',
      payload: { rulesTitle: 'Other', rulesText: 'Other' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'House rules already exists' });
    expect((await t.request({ method: 'GET', url: '/api/house-rules/get' })).json().houseRulesData.rulesTitle).toBe(
      'Be kind',
    );

    const updated = await t.request({
      method: 'PUT',
      url: `/api/house-rules/update/${houseRulesID}`,
      payload: { rulesTitle: 'Be kind, always', rulesText: 'No spam.' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().houseRules.rulesTitle).toBe('Be kind, always');
    expect((await t.request({ method: 'GET', url: '/api/house-rules/get' })).json().houseRulesData.rulesTitle).toBe(
      'Be kind, always',
    );
  });
});
