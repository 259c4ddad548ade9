import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client.js';
import { posts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeLanguage, makePost } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What post_counts must always equal: the posts grouped live. */
const driftRows = () =>
  selectRows<{ status: string }>(
    t.db,
    sql`select coalesce(c.status, p.status) as status from post_counts c
        full join (select status, category_id, language_id, count(*) as total from posts group by 1, 2, 3) p
          using (status, category_id, language_id)
        where coalesce(c.total, 0) <> coalesce(p.total, 0)`,
  );

const totalOf = async (view: string, query = '') =>
  (await t.request({ method: 'GET', url: `/api/posts/filter/${view}?limit=1${query}` })).json().posts.pagination
    .totalRecords;

describe('post list totals', () => {
  it('stay equal to a live count through creates, status changes, edits, imports and deletes', async () => {
    const [news, sport] = [await makeCategory(t.db), await makeCategory(t.db)];
    const [english, hindi] = [await makeLanguage(t.db), await makeLanguage(t.db)];
    const mine = `&category=${news.id},${sport.id}`;

    const created = [];
    for (let i = 0; i < 6; i += 1) {
      created.push(
        await makePost(t.db, {
          categoryId: i % 2 ? news.id : sport.id,
          languageId: i % 3 ? english.id : hindi.id,
          status: i < 4 ? 'Published' : 'Pending',
          postedOn: hoursFromNow(i === 0 ? 5 : -5),
        }),
      );
    }
    expect(await totalOf('Published', mine)).toBe(3);
    expect(await totalOf('Schedule', mine)).toBe(1);
    expect(await totalOf('Pending', mine)).toBe(2);
    expect(await totalOf('Published', `&category=${news.id}&language=${english.id}`)).toBe(1);

    const rejected = await t.request({
      method: 'PUT',
      url: '/api/posts/status/',
      payload: { postIDs: [created[1].id, created[4].id], postStatus: 'Rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await totalOf('Published', mine)).toBe(2);
    expect(await totalOf('Pending', mine)).toBe(1);
    expect(await totalOf('Rejected', mine)).toBe(2);

    const moved = await t.request({
      method: 'PUT',
      url: `/api/posts/update/${created[2].id}`,
      payload: { postCategory: news.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(await totalOf('Published', `&category=${news.id}`)).toBe(2);
    expect(await totalOf('Published', `&category=${sport.id}`)).toBe(0);

    await t.db.delete(posts).where(sql`${posts.id} = ${created[5].id}`);
    expect(await totalOf('Pending', mine)).toBe(0);

    expect(await driftRows()).toEqual([]);
  });

  it('count a location search live', async () => {
    await makePost(t.db, { location: 'Thrissur North', status: 'Pending' });
    expect(await totalOf('Pending', '&search=thrissur')).toBe(1);
  });
});
