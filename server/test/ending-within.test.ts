import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAd } from './helpers/factories.js';
import { makeMagazine, utcDay } from './helpers/magazines-factories.js';
import { dayFromToday, makeJob } from './helpers/novels-jobs-factories.js';

/**
 * `endingWithin` on the ads, magazines and jobs lists: the lists behind the dashboard's "within 7 days" figures.
 * The clock is frozen (Date only) for the whole file, so the data, the dashboard and the lists share one "now" and
 * the boundaries (exactly 7 × 24 hours, the 7th day) are exact.
 */
let t: TestApp;
const DAY_MS = 86_400_000;
const ids = { ads: new Map<string, string>(), magazines: new Map<string, string>(), jobs: new Map<string, string>() };

beforeAll(async () => {
  t = await createTestApp();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  const now = Date.now();
  const ads: [string, number][] = [
    ['expired an hour ago', now - 3_600_000],
    ['ending right now', now],
    ['ending in an hour', now + 3_600_000],
    ['ending in exactly 7 × 24 hours', now + 7 * DAY_MS],
    ['ending a millisecond later', now + 7 * DAY_MS + 1],
    ['ending in 8 days', now + 8 * DAY_MS],
  ];
  for (const [name, expiry] of ads)
    ids.ads.set(
      name,
      (await makeAd(t.db, { title: name, startAt: new Date(now - DAY_MS), expiryAt: new Date(expiry) })).id,
    );
  for (const days of [-1, 0, 6, 7, 8])
    ids.magazines.set(
      `day ${days}`,
      (await makeMagazine(t.db, { name: `day ${days}`, startDate: utcDay(-10), expiryDate: utcDay(days) })).id,
    );
  // Active magazines include those not started yet.
  ids.magazines.set('not started', (await makeMagazine(t.db, { startDate: utcDay(2), expiryDate: utcDay(3) })).id);
  for (const days of [-1, 0, 6, 7, 8])
    ids.jobs.set(`day ${days}`, (await makeJob(t.db, { expiryDate: dayFromToday(days) })).id);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const get = async (url: string) => {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const dashboard = async () => (await get('/api/dashboard/summary')).dashboard;
const idsOf = (map: Map<string, string>, names: string[]) => names.map((name) => map.get(name)).sort();

const lists = {
  ads: async (query: string) => {
    const { ads } = await get(`/api/ads/filter/running?${query}`);
    return { ids: ads.ads.map((ad: { adsID: string }) => ad.adsID).sort(), total: ads.totalRecords, ads };
  },
  magazines: async (query: string) => {
    const { magazines } = await get(`/api/magazines/filter/active?${query}`);
    return {
      ids: magazines.magazinesData.map((m: { magazineID: string }) => m.magazineID).sort(),
      total: magazines.pagination.totalRecords,
    };
  },
  jobs: async (query: string) => {
    const { jobs } = await get(`/api/jobs/filter/active?${query}`);
    return { ids: jobs.jobs.map((job: { jobID: string }) => job.jobID).sort(), total: jobs.pagination.totalRecords };
  },
};

describe('endingWithin on the lists the dashboard links to', () => {
  it('keeps exactly what the dashboard counts: boundaries of ads by the hour, magazines and jobs by the day', async () => {
    const figures = await dashboard();
    const [ads, magazines, jobs] = await Promise.all([
      lists.ads('endingWithin=7&limit=100'),
      lists.magazines('endingWithin=7&limit=100'),
      lists.jobs('endingWithin=7&limit=100'),
    ]);
    expect(ads.ids).toEqual(idsOf(ids.ads, ['ending in an hour', 'ending in exactly 7 × 24 hours']));
    expect(magazines.ids).toEqual(idsOf(ids.magazines, ['day 0', 'day 6', 'not started']));
    expect(jobs.ids).toEqual(idsOf(ids.jobs, ['day 0', 'day 6']));
    expect(figures).toMatchObject({
      adsEndingSoon: ads.total,
      magazinesExpiringSoon: magazines.total,
      jobsExpiringSoon: jobs.total,
    });
    expect([ads.total, magazines.total, jobs.total]).toEqual([2, 3, 2]);
  });

  it('takes any number of days: 1 is today (ads: the next 24 hours)', async () => {
    expect((await lists.ads('endingWithin=1')).ids).toEqual(idsOf(ids.ads, ['ending in an hour']));
    expect((await lists.magazines('endingWithin=1')).ids).toEqual(idsOf(ids.magazines, ['day 0']));
    expect((await lists.jobs('endingWithin=1')).ids).toEqual(idsOf(ids.jobs, ['day 0']));
    expect((await lists.ads('endingWithin=8')).total).toBe(4);
    expect((await lists.magazines('endingWithin=8')).total).toBe(4);
    expect((await lists.jobs('endingWithin=365')).total).toBe(4);
  });

  it('pages the filtered list: totalRecords and totalPages count the filtered items', async () => {
    const first = await lists.magazines('endingWithin=7&limit=2&page=1');
    const second = await lists.magazines('endingWithin=7&limit=2&page=2');
    expect(first.total).toBe(3);
    expect([first.ids.length, second.ids.length]).toEqual([2, 1]);
    expect([...first.ids, ...second.ids].sort()).toEqual(idsOf(ids.magazines, ['day 0', 'day 6', 'not started']));
    const ads = await lists.ads('endingWithin=7&limit=1');
    expect(ads.ads).toMatchObject({ totalPages: 2, totalRecords: 2, pagination: { totalPages: 2, totalRecords: 2 } });
  });

  it('leaves the lists without it as they were, and goes with the days filter', async () => {
    expect((await lists.ads('')).total).toBe(4);
    expect((await lists.magazines('')).total).toBe(5);
    expect((await lists.jobs('')).total).toBe(4);
    // Every job here was posted today; none of the magazines started in the last 7 days but the one not started.
    expect((await lists.jobs('endingWithin=7&days=1')).ids).toEqual(idsOf(ids.jobs, ['day 0', 'day 6']));
    expect((await lists.magazines('endingWithin=7&days=7')).total).toBe(0);
  });

  it.each([
    ['/api/ads/filter/running', 'endingWithin=0', 'endingWithin must be >= 1'],
    ['/api/ads/filter/running', 'endingWithin=366', 'endingWithin must be <= 365'],
    ['/api/ads/filter/running', 'endingWithin=abc', 'endingWithin must be integer'],
    ['/api/magazines/filter/active', 'endingWithin=1.5', 'endingWithin must be integer'],
    ['/api/magazines/filter/active', 'endingWithin=-7', 'endingWithin must be >= 1'],
    ['/api/jobs/filter/active', 'endingWithin=7days', 'endingWithin must be integer'],
    ['/api/jobs/filter/active', 'endingWithin=1000', 'endingWithin must be <= 365'],
    ['/api/ads/filter/expired', 'endingWithin=7', 'endingWithin applies to running ads only'],
    ['/api/magazines/filter/expired', 'endingWithin=7', 'endingWithin applies to active magazines only'],
    ['/api/jobs/filter/expiry', 'endingWithin=7', 'endingWithin applies to active jobs only'],
  ])('answers 400 for %s?%s', async (path, query, message) => {
    const response = await t.request({ method: 'GET', url: `${path}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('is described in the API docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/ads/filter/{status}', '/api/magazines/filter/{status}', '/api/jobs/filter/{status}']) {
      const parameter = spec.paths[path].get.parameters.find((p: { name: string }) => p.name === 'endingWithin');
      expect(parameter, path).toMatchObject({
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 365 },
      });
      expect(spec.paths[path].get.description).toContain('dashboard');
    }
  });
});
