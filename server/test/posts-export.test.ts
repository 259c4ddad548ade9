import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postKind } from '../src/content/posts/post-kind.js';
import { PostListActions } from '../src/content/posts/post-list-actions.service.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeLanguage, makePost, makeReporter } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = ['News Title', 'Category', 'Location', 'Language', 'New Description', 'Posted On'];

/** A location no other test uses, so a search for it isolates one test's posts. */
const tag = () => `Loc${randomUUID().replace(/-/g, '').slice(0, 12)}`;

const recordsOf = (body: string) => {
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

/** Every page of the list call with this query, titles in its order. */
const listTitles = async (status: string, query: string) => {
  const titles: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.request({
      method: 'GET',
      url: `/api/posts/filter/${status}?${query}&limit=2&page=${page}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { postsData, pagination } = response.json().posts;
    titles.push(...postsData.map((post: { postTitle: string }) => post.postTitle));
    if (page >= pagination.totalPages) return titles;
  }
};

/** Five posts at one location: three published in the past, two scheduled, in a category and language of their own. */
const seed = async () => {
  const location = tag();
  const category = await makeCategory(t.db);
  const language = await makeLanguage(t.db);
  const reporter = await makeReporter(t.db);
  const common = { location, categoryId: category.id, languageId: language.id, reporterId: reporter.id };
  for (const [n, hours] of [
    [1, -3],
    [2, -1],
    [3, -2],
  ])
    await makePost(t.db, { ...common, title: `Past ${n}`, status: 'Published', postedOn: hoursFromNow(hours) });
  for (const [n, hours] of [
    [1, 5],
    [2, 2],
  ])
    await makePost(t.db, { ...common, title: `Ahead ${n}`, status: 'Published', postedOn: hoursFromNow(hours) });
  return { location, category, language };
};

describe('GET /posts/export/:status', () => {
  it('answers Posts.csv: the spec columns, then every post the list shows across pages, in its order', async () => {
    const { location, category, language } = await seed();
    const query = `search=${location}&category=${category.id}&language=${language.id}`;
    const response = await t.request({ method: 'GET', url: `/api/posts/export/Published?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Posts.csv"');
    const [header, ...rows] = recordsOf(response.body);
    expect(header).toEqual(HEADER);
    expect(rows.map((row) => row[0])).toEqual(await listTitles('Published', query));
    expect(rows.map((row) => row[0])).toEqual(['Past 2', 'Past 3', 'Past 1']);
    expect(rows[0].slice(1, 4)).toEqual([category.name, location, language.name]);
    expect(rows[0][5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const scheduled = await t.request({ method: 'GET', url: `/api/posts/export/schedule?search=${location}` });
    expect(
      recordsOf(scheduled.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Ahead 2', 'Ahead 1']);
  });

  it('reads the table a batch at a time without losing or repeating a row at batch edges', async () => {
    const { location } = await seed();
    const service = new PostListActions(postKind, t.db);
    const chunks: string[] = [];
    for await (const chunk of service.exportCsv('Published', { search: location }, {}, 2)) chunks.push(chunk);
    // The header with the first batch, then one chunk per further batch.
    expect(chunks).toHaveLength(2);
    expect(recordsOf(chunks.join('')).map((row) => row[0])).toEqual(['News Title', 'Past 2', 'Past 3', 'Past 1']);
  });

  it('escapes cells a spreadsheet would run as a formula; no match is the header alone', async () => {
    const location = tag();
    await makePost(t.db, { location, title: '=HYPERLINK("http://evil.example")', status: 'Pending' });
    const response = await t.request({ method: 'GET', url: `/api/posts/export/Pending?search=${location}` });
    expect(recordsOf(response.body)[1][0]).toBe(`'=HYPERLINK("http://evil.example")`);
    const none = await t.request({ method: 'GET', url: `/api/posts/export/Pending?search=${tag()}` });
    expect(recordsOf(none.body)).toEqual([HEADER]);
  });

  it('refuses a bad filter with 400 before any line is sent', async () => {
    for (const url of ['/api/posts/export/Nope', '/api/posts/export/Pending?category=not-an-id']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('PUT /posts/status/ with match', () => {
  it('moves every post the list shows, across pages, and nothing else', async () => {
    const { location } = await seed();
    const elsewhere = await makePost(t.db, { location: tag(), status: 'Published', postedOn: hoursFromNow(-1) });
    const response = await t.request({
      method: 'PUT',
      url: '/api/posts/status/',
      payload: { match: { status: 'Published', search: location }, postStatus: 'Rejected' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Post status updated successfully', updatedCount: 3 });
    expect(await listTitles('Rejected', `search=${location}`)).toHaveLength(3);
    // The scheduled ones are another list.
    expect(await listTitles('Schedule', `search=${location}`)).toEqual(['Ahead 2', 'Ahead 1']);
    const untouched = await t.request({ method: 'GET', url: `/api/posts/get/${elsewhere.id}` });
    expect(untouched.json().posts.postStatus).toBe('Published');
  });

  it('refuses ids and match together, an unknown list, and publishing the Trash list', async () => {
    const location = tag();
    await makePost(t.db, { location, status: 'Rejected' });
    const cases = [
      [{ postIDs: [randomUUID()], match: { status: 'Pending' }, postStatus: 'Rejected' }, 400],
      [{ match: { status: 'Nope' }, postStatus: 'Rejected' }, 400],
      [{ match: { status: 'Rejected', search: location }, postStatus: 'Published' }, 409],
    ] as const;
    for (const [payload, status] of cases) {
      const response = await t.request({ method: 'PUT', url: '/api/posts/status/', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect(await listTitles('Rejected', `search=${location}`)).toHaveLength(1);
  });
});
