import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client.js';
import { dailyQuotes, shorts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeDailyQuote, makeShort } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the trigger-kept counts must always equal: the rows grouped live. */
const drift = async () => [
  ...(await selectRows(
    t.db,
    sql`select 1 from short_counts c
        full join (select status, category_id, count(*) as total from shorts group by 1, 2) s using (status, category_id)
        where coalesce(c.total, 0) <> coalesce(s.total, 0)`,
  )),
  ...(await selectRows(
    t.db,
    sql`select 1 from daily_quote_counts c
        full join (select status, count(*) as total from daily_quotes group by 1) q using (status)
        where coalesce(c.total, 0) <> coalesce(q.total, 0)`,
  )),
];

const shortTotal = async (view: string, query = '') =>
  (await t.request({ method: 'GET', url: `/api/shorts/filter/${view}?limit=1${query}` })).json().shorts.pagination
    .totalRecords;
const quoteTotal = async (view: string, query = '') =>
  (await t.request({ method: 'GET', url: `/api/dailyQuotes/filter/${view}?limit=1${query}` })).json().dailyQuotes
    .pagination.totalRecords;

describe('short video and daily quote list totals', () => {
  it('stay equal to a live count through creates, status changes, edits and deletes', async () => {
    const [comedy, travel] = [await makeCategory(t.db, 'short'), await makeCategory(t.db, 'short')];
    const made = [];
    for (let i = 0; i < 6; i += 1) {
      made.push(
        await makeShort(t.db, {
          categoryId: i % 2 ? comedy.id : travel.id,
          status: i < 4 ? 'Published' : 'Pending',
          postedOn: hoursFromNow(i === 0 ? 5 : -5),
        }),
      );
      await makeDailyQuote(t.db, {
        status: i < 4 ? 'Published' : 'Pending',
        scheduledDate: hoursFromNow(i === 0 ? 5 : -5),
      });
    }
    const mine = `&category=${comedy.id},${travel.id}`;
    expect([
      await shortTotal('Published', mine),
      await shortTotal('Schedule', mine),
      await shortTotal('Pending', mine),
    ]).toEqual([3, 1, 2]);
    expect(await shortTotal('Published', `&category=${comedy.id}`)).toBe(2);
    expect([await quoteTotal('Published'), await quoteTotal('Schedule'), await quoteTotal('Pending')]).toEqual([
      3, 1, 2,
    ]);

    const rejected = await t.request({
      method: 'PUT',
      url: `/api/shorts/status/${made[1].id}`,
      payload: { shortStatus: 'Rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect([await shortTotal('Published', mine), await shortTotal('Rejected', mine)]).toEqual([2, 1]);

    // A change of category moves the short between groups; a change of anything else writes no count.
    await t.db.update(shorts).set({ categoryId: comedy.id }).where(eq(shorts.id, made[2].id));
    await t.db.update(dailyQuotes).set({ status: 'Rejected' }).where(eq(dailyQuotes.status, 'Pending'));
    expect([await quoteTotal('Pending'), await quoteTotal('Rejected')]).toEqual([0, 2]);
    await t.db.delete(shorts).where(inArray(shorts.id, [made[4].id, made[5].id]));
    expect(await shortTotal('Pending', mine)).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('count a quote date range live, narrowing the status total', async () => {
    const from = new Date();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const before = await quoteTotal('Published');
    const inRange = await quoteTotal('Published', `&fromDate=${day(from)}&endDate=${day(from)}`);
    expect(inRange).toBeLessThanOrEqual(before);
    await makeDailyQuote(t.db, { status: 'Published', scheduledDate: new Date(Date.now() - 60_000) });
    expect(await quoteTotal('Published')).toBe(before + 1);
    expect(await drift()).toEqual([]);
  });
});
