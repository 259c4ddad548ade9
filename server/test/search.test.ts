import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { novelChapters, novels, posts } from '../src/db/schema.js';
import {
  hoursFromNow,
  makeAdmin,
  makeCategory,
  makeDailyQuote,
  makeLanguage,
  makePost,
  makeReporter,
  makeShort,
} from './helpers/factories.js';
import { goldenPosts, goldenQueries } from './fixtures/search-golden.js';

/** Issue 42: GET /api/search over the tables themselves, normalised, ranked, within what the admin may see. */
let t: TestApp;
const ids = new Map<string, string>();
const languageIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['English', 'Hindi', 'Tamil', 'Urdu'])
    languageIds.set(name, (await makeLanguage(t.db, { name: `${name} ${Math.random()}` })).id);
  for (const post of goldenPosts) {
    const row = await makePost(t.db, {
      title: post.title,
      location: post.location,
      description: post.description,
      languageId: languageIds.get(post.language),
      status: 'Published',
    });
    ids.set(post.key, row.id);
  }
});
afterAll(() => t.close());

interface Group {
  resource: string;
  total: number;
  items: { id: string; title: string; snippet: string; status: string | null; path: string }[];
}

const search = async (query: string, request = t.request) => {
  const res = await request({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups as Group[];
};
const groupOf = (groups: Group[], resource: string) => groups.find((group) => group.resource === resource);

describe('GET /api/search', () => {
  it.each([
    ['', 'Search text is required'],
    ['q=', 'Search text is required'],
    ['q=%20%20', 'Search text is required'],
    [`q=${'a'.repeat(201)}`, 'Search text must be at most 200 characters'],
    ['q=delhi&resources=posts,spaceships', 'Unknown resources: spaceships'],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a limit above 20 with 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/search?q=delhi&limit=21' });
    expect(res.statusCode).toBe(400);
  });

  it('answers the groups with a hit: title, snippet, status and the route that opens the item', async () => {
    const groups = await search('q=Yamuna');
    const posts = groupOf(groups, 'posts')!;
    expect(posts.items[0]).toEqual({
      id: ids.get('delhi-flood'),
      title: 'Delhi floods: Yamuna crosses the danger mark',
      snippet: 'Delhi floods: Yamuna crosses the danger mark',
      status: 'Published',
      path: `/posts/post?show=${ids.get('delhi-flood')}`,
    });
    expect(groups.every((group) => group.total > 0)).toBe(true);
  });

  it('finds a reporter by mobile number and by name, with the reporter page as path', async () => {
    const reporter = await makeReporter(t.db, {
      firstName: 'Sanjana',
      lastName: 'Kulkarni',
      mobileNumber: '9876012345',
    });
    for (const q of ['98760123', 'sanjana kulk', 'Kulkarni']) {
      const reporters = groupOf(await search(`q=${encodeURIComponent(q)}&resources=reporters`), 'reporters');
      expect(reporters?.items[0]).toMatchObject({
        id: reporter.id,
        title: 'Sanjana Kulkarni',
        status: 'Active',
        path: `/view-reporter/${reporter.id}`,
      });
    }
  });

  it('finds a post in the next search after its write, Scheduled while its time is ahead', async () => {
    const post = await makePost(t.db, {
      title: 'Zanskar glacier survey begins',
      status: 'Published',
      postedOn: hoursFromNow(5),
    });
    const posts = groupOf(await search('q=zanskar'), 'posts')!;
    expect(posts.items).toEqual([
      expect.objectContaining({ id: post.id, status: 'Scheduled', path: `/posts/schedule-post?show=${post.id}` }),
    ]);
  });

  it('finds short videos by category and reporter name, daily quotes by reporter, on the tab of their state', async () => {
    const reporter = await makeReporter(t.db, { firstName: 'Vaidehi', lastName: 'Rangnekar' });
    const category = await makeCategory(t.db, 'short', { name: 'Monsoon diaries' });
    const short = await makeShort(t.db, { categoryId: category.id, reporterId: reporter.id, status: 'Published' });
    const quote = await makeDailyQuote(t.db, { reporterId: reporter.id, status: 'Rejected' });
    const shortItem = {
      id: short.id,
      title: 'Monsoon diaries Vaidehi Rangnekar',
      status: 'Published',
      path: `/short-video/published?show=${short.id}`,
    };
    for (const q of ['monsoon diar', 'Rangnekar', 'vaidehi monsoon'])
      expect(groupOf(await search(`q=${encodeURIComponent(q)}&resources=shortVideos`), 'shortVideos')).toEqual({
        resource: 'shortVideos',
        total: 1,
        items: [expect.objectContaining(shortItem)],
      });
    const groups = await search('q=Rangnekar&resources=shortVideos,dailyQuotes,reporters');
    expect(groups.map((group) => group.resource)).toEqual(['shortVideos', 'dailyQuotes', 'reporters']);
    expect(groupOf(groups, 'dailyQuotes')!.items).toEqual([
      {
        id: quote.id,
        title: 'Vaidehi Rangnekar',
        snippet: 'Vaidehi Rangnekar',
        status: 'Trash',
        path: `/daily-quotes/rejected?show=${quote.id}`,
      },
    ]);
    expect(groupOf(await search('q=Rangnekar&resources=posts'), 'posts')).toBeUndefined();
  });

  it("finds a novel's chapter by its file name, opening its novel", async () => {
    const [novel] = await t.db
      .insert(novels)
      .values({ title: 'Dhoop ki Nadi', categoryId: (await makeCategory(t.db, 'novel')).id, startAt: hoursFromNow(-2) })
      .returning();
    await t.db.insert(novelChapters).values([
      { novelId: novel.id, chapterNumber: 1, fileKey: 'a.pdf', fileName: 'Kinara-prastavana.pdf' },
      { novelId: novel.id, chapterNumber: 2, fileKey: 'b.pdf', fileName: 'Kinara-doosra-mod.pdf' },
    ]);
    const chapters = groupOf(await search('q=kinara%20doosra'), 'novelChapters')!;
    expect(chapters).toEqual({
      resource: 'novelChapters',
      total: 1,
      items: [
        {
          id: `${novel.id}/2`,
          title: 'Kinara-doosra-mod.pdf',
          snippet: 'Kinara-doosra-mod.pdf',
          status: null,
          path: `/novels?show=${novel.id}`,
        },
      ],
    });
    expect(groupOf(await search('q=kinara&resources=novelChapters'), 'novelChapters')?.total).toBe(2);
  });

  it('keeps to `resources` and to `limit` items a group, with the total of all matches', async () => {
    for (let i = 0; i < 3; i += 1) await makePost(t.db, { title: `Quokka sighting number ${i}` });
    const groups = await search('q=quokka&limit=2&resources=posts,reporters');
    expect(groups.map((group) => group.resource)).toEqual(['posts']);
    expect(groups[0].total).toBe(3);
    expect(groups[0].items).toHaveLength(2);
  });

  it('counts at most 1000 matches in `total`, and ranks an old exact title above the newest matches', async () => {
    const { categoryId, languageId, reporterId } = await makePost(t.db, {
      title: 'Wombat census',
      postedOn: hoursFromNow(-9000),
    });
    await t.db.insert(posts).values(
      Array.from({ length: 1001 }, (_, i) => ({
        title: `Wombat census update ${i}`,
        description: 'Counted again.',
        location: 'Pune',
        postedOn: hoursFromNow(-i),
        categoryId,
        languageId,
        reporterId,
      })),
    );
    const found = groupOf(await search('q=wombat%20census&resources=posts'), 'posts')!;
    expect(found.total).toBe(1000);
    expect(found.items.map((item) => item.title)).toEqual([
      'Wombat census',
      'Wombat census update 0',
      'Wombat census update 1',
      'Wombat census update 2',
      'Wombat census update 3',
    ]);
  });

  it('finds for a scoped role only what it may list, posts only in its languages', async () => {
    const hindi = languageIds.get('Hindi')!;
    const res = await t.request({
      method: 'POST',
      url: '/api/roles',
      payload: {
        name: 'Hindi search desk',
        permissions: [{ resource: 'posts', actions: ['list'], languages: [hindi] }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const admin = await makeAdmin(t.db, {}, ['Hindi search desk']);
    const authorization = `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}`;
    const asDesk: TestApp['request'] = (options) =>
      t.app.inject({ ...options, headers: { authorization, ...options.headers } });
    await makeReporter(t.db, { firstName: 'दिल्ली' });
    const groups = await search(`q=${encodeURIComponent('दिल्ली')}`, asDesk);
    expect(groups.map((group) => group.resource)).toEqual(['posts']);
    expect(groups[0].items.map((item) => item.id)).toEqual([ids.get('hi-baadh')]);
    expect(groupOf(await search('q=Delhi', asDesk), 'posts')).toBeUndefined();
  });

  it('finds at least 90 % of the golden set in the top 5, in each language', async () => {
    const missed: string[] = [];
    const found = new Map<string, { hits: number; total: number }>();
    for (const query of goldenQueries) {
      const items = groupOf(await search(`q=${encodeURIComponent(query.q)}&resources=posts`), 'posts')?.items ?? [];
      const top = items.slice(0, 5).map((item) => item.id);
      const tally = found.get(query.language) ?? { hits: 0, total: 0 };
      for (const key of query.expect) {
        tally.total += 1;
        if (top.includes(ids.get(key)!)) tally.hits += 1;
        else missed.push(`${query.language} "${query.q}" → ${key}`);
      }
      found.set(query.language, tally);
    }
    for (const [language, { hits, total }] of found)
      expect(hits / total, `${language}: missed ${missed.join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });
});
