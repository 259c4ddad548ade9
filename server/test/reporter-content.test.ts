import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeDailyQuote, makePost, makeReporter, makeShort } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const idsOf = (items: Record<string, string>[], key: string) => items.map((item) => item[key]);

const reportedDetails = (reporter: Awaited<ReturnType<typeof makeReporter>>) => ({
  roleID: reporter.id,
  firstName: reporter.firstName,
  lastName: reporter.lastName,
  email: reporter.email,
  mobileNumber: reporter.mobileNumber,
});

describe('GET /posts/reporter/:id', () => {
  it("groups one reporter's posts by status, newest first, scheduled ones among the published", async () => {
    const reporter = await makeReporter(t.db);
    const mine = { reporterId: reporter.id };
    const published = await makePost(t.db, { ...mine, status: 'Published', postedOn: hoursFromNow(-5) });
    const scheduled = await makePost(t.db, { ...mine, status: 'Published', postedOn: hoursFromNow(5) });
    const pending = await makePost(t.db, { ...mine, status: 'Pending' });
    const rejected = await makePost(t.db, { ...mine, status: 'Rejected' });
    await makePost(t.db, { status: 'Published' });

    const response = await t.request({ method: 'GET', url: `/api/posts/reporter/${reporter.id}` });
    expect(response.statusCode).toBe(200);
    const { reporterPosts } = response.json();
    expect(Object.keys(reporterPosts).sort()).toEqual([
      'pendingReporterPosts',
      'publishedReporterPosts',
      'rejectedReporterPosts',
    ]);
    expect(idsOf(reporterPosts.publishedReporterPosts, 'postID')).toEqual([scheduled.id, published.id]);
    expect(reporterPosts.publishedReporterPosts.map((post: { isScheduled: boolean }) => post.isScheduled)).toEqual([
      true,
      false,
    ]);
    expect(idsOf(reporterPosts.pendingReporterPosts, 'postID')).toEqual([pending.id]);
    expect(idsOf(reporterPosts.rejectedReporterPosts, 'postID')).toEqual([rejected.id]);
    expect(reporterPosts.pendingReporterPosts[0]).toEqual({
      postID: pending.id,
      postTitle: pending.title,
      postDescription: pending.description,
      postLocationDetails: pending.location,
      postCategory: { postCategoryID: pending.categoryId, postCategoryName: expect.any(String) },
      postLanguage: { languageID: pending.languageId, languageName: expect.any(String) },
      postedOn: pending.postedOn.toISOString(),
      postImageURL: null,
      postThumbnailURL: null,
      postStatus: 'Pending',
      isScheduled: false,
      postReportedDetails: reportedDetails(reporter),
      createdAt: pending.createdAt.toISOString(),
      updatedAt: pending.updatedAt.toISOString(),
    });
  });

  it('caps each group at limit', async () => {
    const reporter = await makeReporter(t.db);
    const newest = await makePost(t.db, { reporterId: reporter.id, postedOn: hoursFromNow(-1) });
    const middle = await makePost(t.db, { reporterId: reporter.id, postedOn: hoursFromNow(-2) });
    await makePost(t.db, { reporterId: reporter.id, postedOn: hoursFromNow(-3) });
    const response = await t.request({ method: 'GET', url: `/api/posts/reporter/${reporter.id}?limit=2` });
    expect(idsOf(response.json().reporterPosts.pendingReporterPosts, 'postID')).toEqual([newest.id, middle.id]);
    expect((await t.request({ method: 'GET', url: `/api/posts/reporter/${reporter.id}?limit=501` })).statusCode).toBe(
      400,
    );
  });

  it('answers with empty groups for a reporter without posts', async () => {
    const reporter = await makeReporter(t.db);
    const response = await t.request({ method: 'GET', url: `/api/posts/reporter/${reporter.id}` });
    expect(response.json()).toEqual({
      reporterPosts: { publishedReporterPosts: [], pendingReporterPosts: [], rejectedReporterPosts: [] },
    });
  });
});

describe('GET /shorts/reporter/:id', () => {
  it("groups one reporter's short videos by status with the short DTO", async () => {
    const reporter = await makeReporter(t.db);
    const category = await makeCategory(t.db, 'short');
    const mine = { reporterId: reporter.id, categoryId: category.id };
    const older = await makeShort(t.db, { ...mine, status: 'Published', postedOn: hoursFromNow(-3) });
    const newer = await makeShort(t.db, {
      ...mine,
      status: 'Published',
      postedOn: hoursFromNow(3),
      videoKey: 'shorts/00000000-0000-4000-8000-000000000001.mp4',
      posterKey: 'shorts/00000000-0000-4000-8000-000000000001-poster.webp',
      durationSeconds: 42,
    });
    const pending = await makeShort(t.db, { ...mine, status: 'Pending' });
    const rejected = await makeShort(t.db, { ...mine, status: 'Rejected' });
    await makeShort(t.db, { status: 'Published' });

    const response = await t.request({ method: 'GET', url: `/api/shorts/reporter/${reporter.id}` });
    expect(response.statusCode).toBe(200);
    const { reporterShorts } = response.json();
    expect(idsOf(reporterShorts.publishedReporterShorts, 'shortID')).toEqual([newer.id, older.id]);
    expect(idsOf(reporterShorts.pendingReporterShorts, 'shortID')).toEqual([pending.id]);
    expect(idsOf(reporterShorts.rejectedReporterShorts, 'shortID')).toEqual([rejected.id]);
    expect(reporterShorts.publishedReporterShorts[0]).toEqual({
      shortID: newer.id,
      shortVideoURL: expect.stringMatching(/\/media\/shorts\/00000000-0000-4000-8000-000000000001\.mp4$/),
      shortPosterURL: expect.stringMatching(/\/media\/shorts\/00000000-0000-4000-8000-000000000001-poster\.webp$/),
      shortDurationSeconds: 42,
      shortCategory: { shortCategoryID: category.id, shortCategoryName: category.name },
      shortPostedOn: newer.postedOn.toISOString(),
      shortStatus: 'Published',
      isScheduled: true,
      shortReportedDetails: reportedDetails(reporter),
      createdAt: newer.createdAt.toISOString(),
      updatedAt: newer.updatedAt.toISOString(),
    });
    expect(reporterShorts.pendingReporterShorts[0]).toMatchObject({
      shortVideoURL: null,
      shortPosterURL: null,
      shortDurationSeconds: null,
    });
  });
});

describe('GET /dailyQuotes/reporter/:id', () => {
  it("groups one reporter's daily quotes by status with the quote DTO", async () => {
    const reporter = await makeReporter(t.db);
    const mine = { reporterId: reporter.id };
    const older = await makeDailyQuote(t.db, { ...mine, status: 'Published', scheduledDate: hoursFromNow(-30) });
    const newer = await makeDailyQuote(t.db, {
      ...mine,
      status: 'Published',
      scheduledDate: hoursFromNow(-2),
      mediaKey: 'quotes/00000000-0000-4000-8000-000000000002.png',
      thumbnailKey: 'quotes/00000000-0000-4000-8000-000000000002-thumb.webp',
    });
    const pending = await makeDailyQuote(t.db, { ...mine, status: 'Pending' });
    const rejected = await makeDailyQuote(t.db, { ...mine, status: 'Rejected' });
    await makeDailyQuote(t.db, { status: 'Pending' });

    const response = await t.request({ method: 'GET', url: `/api/dailyQuotes/reporter/${reporter.id}` });
    expect(response.statusCode).toBe(200);
    const { reporterQuotes } = response.json();
    expect(idsOf(reporterQuotes.publishedReporterQuotes, 'dailyQuoteID')).toEqual([newer.id, older.id]);
    expect(idsOf(reporterQuotes.pendingReporterQuotes, 'dailyQuoteID')).toEqual([pending.id]);
    expect(idsOf(reporterQuotes.rejectedReporterQuotes, 'dailyQuoteID')).toEqual([rejected.id]);
    expect(reporterQuotes.publishedReporterQuotes[0]).toEqual({
      dailyQuoteID: newer.id,
      dailyQuoteMediaURL: expect.stringMatching(/\/media\/quotes\/00000000-0000-4000-8000-000000000002\.png$/),
      dailyQuoteThumbnailURL: expect.stringMatching(
        /\/media\/quotes\/00000000-0000-4000-8000-000000000002-thumb\.webp$/,
      ),
      dailyQuotePublishDate: newer.publishDate.toISOString(),
      scheduledDate: newer.scheduledDate.toISOString(),
      dailyQuoteStatus: 'Published',
      isScheduled: false,
      dailyQuoteReportedDetails: reportedDetails(reporter),
      createdAt: newer.createdAt.toISOString(),
      updatedAt: newer.updatedAt.toISOString(),
    });
  });
});

describe('reporter content lists', () => {
  it.each(['posts', 'shorts', 'dailyQuotes'])(
    '/%s/reporter answers 404 for unknown ids, 401 without a token',
    async (resource) => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const response = await t.request({ method: 'GET', url: `/api/${resource}/reporter/${id}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Reporter not found' });
      }
      const reporter = await makeReporter(t.db);
      expect((await t.app.inject({ method: 'GET', url: `/api/${resource}/reporter/${reporter.id}` })).statusCode).toBe(
        401,
      );
    },
  );
});
