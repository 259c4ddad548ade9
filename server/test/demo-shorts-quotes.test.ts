import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShortsAndQuotes } from '../src/seed/demo-shorts-quotes.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeCategory, makeReporter } from './helpers/factories.js';

let t: TestApp;
const silent = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  await Promise.all([makeReporter(t.db), makeReporter(t.db), makeCategory(t.db, 'short'), makeCategory(t.db, 'short')]);
  expect(await seedShortsAndQuotes(t.db, t.storage, silent)).toEqual({ shorts: 11, quotes: 11 });
}, 120_000);
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
const load = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('demo short videos and daily quotes', () => {
  it('has short videos in every tab, each with a playable video, a poster and a duration', async () => {
    for (const status of ['Published', 'Schedule', 'Pending', 'Rejected']) {
      const { shorts } = await get(`/api/shorts/filter/${status}`);
      expect(shorts.pagination.totalRecords, status).toBeGreaterThan(0);
      for (const short of shorts.shortsData) {
        expect(short.shortDurationSeconds).toBe(3);
        expect((await load(short.shortVideoURL)).headers['content-type']).toBe('video/mp4');
        expect((await load(short.shortPosterURL)).headers['content-type']).toBe('image/jpeg');
      }
    }
  });

  it('has daily quotes in every tab, each with an image', async () => {
    for (const status of ['Published', 'Schedule', 'Pending', 'Rejected']) {
      const { dailyQuotes } = await get(`/api/dailyQuotes/filter/${status}`);
      expect(dailyQuotes.pagination.totalRecords, status).toBeGreaterThan(0);
      for (const quote of dailyQuotes.dailyQuotes) {
        expect((await load(quote.dailyQuoteMediaURL)).headers['content-type']).toBe('image/jpeg');
      }
    }
  });
});
