import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  hoursFromNow,
  makeAd,
  makeDailyQuote,
  makePost,
  makeReporter,
  makeShort,
  makeTicket,
} from './helpers/factories.js';
import { utcDay, makeMagazine } from './helpers/magazines-factories.js';
import { dayFromToday, makeJob } from './helpers/novels-jobs-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Dashboard {
  newReporters: number;
  pendingPosts: number;
  pendingShorts: number;
  pendingQuotes: number;
  ticketsInProgress: number;
  ticketsUnderReview: number;
  openTickets: number;
  runningAds: number;
  adsEndingSoon: number;
  magazinesExpiringSoon: number;
  jobsExpiringSoon: number;
  soonDays: number;
  published: { day: string; posts: number; shorts: number; quotes: number }[];
  generatedAt: string;
}

const summary = async () => {
  const response = await t.request({ method: 'GET', url: '/api/dashboard/summary' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().dashboard as Dashboard;
};

const get = async (url: string) => {
  const response = await t.request({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** yyyy-MM-dd of a local (server TZ) day relative to today. */
const localDay = (offset: number) => {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};
const todayMidnight = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

describe('GET /dashboard/summary', () => {
  it('needs the admin token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary' });
    expect(response.statusCode).toBe(401);
  });

  it('answers zeros and 30 empty days, oldest first and today last, on an empty database', async () => {
    const dashboard = await summary();
    expect(dashboard).toMatchObject({
      newReporters: 0,
      pendingPosts: 0,
      pendingShorts: 0,
      pendingQuotes: 0,
      openTickets: 0,
      runningAds: 0,
      adsEndingSoon: 0,
      magazinesExpiringSoon: 0,
      jobsExpiringSoon: 0,
      soonDays: 7,
    });
    expect(dashboard.published).toHaveLength(30);
    expect(dashboard.published[0].day).toBe(localDay(-29));
    expect(dashboard.published.at(-1)?.day).toBe(localDay(0));
    expect(dashboard.published.every((day) => day.posts + day.shorts + day.quotes === 0)).toBe(true);
  });

  describe('with content', () => {
    beforeAll(async () => {
      const reporter = await makeReporter(t.db);
      await makeReporter(t.db, { status: 'Pending' });
      await makeReporter(t.db, { status: 'Pending', role: 'GuestReporter' });
      await makeReporter(t.db, { status: 'Inactive' });

      const today = new Date(Math.max(todayMidnight().getTime(), Date.now() - 3_600_000));
      const yesterday = new Date(todayMidnight().getTime() - 3_600_000);
      const content = { reporterId: reporter.id };
      for (let i = 0; i < 3; i += 1) await makePost(t.db, { ...content, status: 'Pending' });
      await makePost(t.db, { ...content, status: 'Published', postedOn: today });
      await makePost(t.db, { ...content, status: 'Published', postedOn: yesterday });
      await makePost(t.db, { ...content, status: 'Published', postedOn: yesterday });
      await makePost(t.db, { ...content, status: 'Published', postedOn: hoursFromNow(48) }); // scheduled
      await makePost(t.db, { ...content, status: 'Published', postedOn: hoursFromNow(-24 * 40) }); // before the chart
      await makePost(t.db, { ...content, status: 'Rejected', postedOn: today });
      await makeShort(t.db, { ...content, status: 'Pending' });
      await makeShort(t.db, { ...content, status: 'Pending' });
      await makeShort(t.db, { ...content, status: 'Published', postedOn: today });
      await makeDailyQuote(t.db, { ...content, status: 'Pending' });
      await makeDailyQuote(t.db, { ...content, status: 'Published', scheduledDate: yesterday });

      await makeTicket(t.db, content);
      await makeTicket(t.db, content);
      await makeTicket(t.db, { ...content, status: 'underReview' });
      await makeTicket(t.db, { ...content, status: 'resolved' });

      await makeAd(t.db, { expiryAt: hoursFromNow(24 * 2) });
      await makeAd(t.db, { expiryAt: hoursFromNow(24 * 10) });
      await makeAd(t.db, { startAt: hoursFromNow(24), expiryAt: hoursFromNow(24 * 3), status: 'Inactive' });
      await makeAd(t.db, { startAt: hoursFromNow(-48), expiryAt: hoursFromNow(-1) });

      await makeMagazine(t.db, { startDate: utcDay(-5), expiryDate: utcDay(0) });
      await makeMagazine(t.db, { startDate: utcDay(-5), expiryDate: utcDay(6) });
      await makeMagazine(t.db, { startDate: utcDay(-5), expiryDate: utcDay(7) });
      await makeMagazine(t.db, { startDate: utcDay(-5), expiryDate: utcDay(-1) });

      await makeJob(t.db, { expiryDate: dayFromToday(0) });
      await makeJob(t.db, { expiryDate: dayFromToday(3) });
      await makeJob(t.db, { expiryDate: dayFromToday(30) });
      await makeJob(t.db, { expiryDate: dayFromToday(-2) });
    });

    it('counts what waits, each figure equal to the total of the list it links to', async () => {
      const dashboard = await summary();
      const [pendingReporters, pendingPosts, pendingShorts, pendingQuotes, runningAds, tickets] = await Promise.all([
        get('/api/reporters/get/Pending?page=1&limit=15'),
        get('/api/posts/filter/Pending?page=1&limit=15'),
        get('/api/shorts/filter/Pending?page=1&limit=10'),
        get('/api/dailyQuotes/filter/Pending?page=1&limit=15'),
        get('/api/ads/filter/running?page=1&limit=15'),
        get('/api/reporter/tickets/get'),
      ]);
      expect(dashboard).toMatchObject({
        newReporters: 2,
        pendingPosts: 3,
        pendingShorts: 2,
        pendingQuotes: 1,
        ticketsInProgress: 2,
        ticketsUnderReview: 1,
        openTickets: 3,
        runningAds: 3,
        adsEndingSoon: 2,
        magazinesExpiringSoon: 2,
        jobsExpiringSoon: 2,
      });
      expect(dashboard.newReporters).toBe(pendingReporters.reporters.reportersCount);
      expect(dashboard.pendingPosts).toBe(pendingPosts.posts.pagination.totalRecords);
      expect(dashboard.pendingShorts).toBe(pendingShorts.shorts.pagination.totalRecords);
      expect(dashboard.pendingQuotes).toBe(pendingQuotes.dailyQuotes.pagination.totalRecords);
      expect(dashboard.runningAds).toBe(runningAds.ads.totalRecords);
      expect(dashboard.ticketsInProgress).toBe(tickets.reporterTicketsList.inProgressTickets.length);
      expect(dashboard.ticketsUnderReview).toBe(tickets.reporterTicketsList.underReviewTickets.length);
    });

    it('counts published items per day by their posting time, leaving out scheduled, older and unpublished ones', async () => {
      const { published } = await summary();
      const byDay = new Map(published.map(({ day, ...counts }) => [day, counts]));
      expect(byDay.get(localDay(0))).toEqual({ posts: 1, shorts: 1, quotes: 0 });
      expect(byDay.get(localDay(-1))).toEqual({ posts: 2, shorts: 0, quotes: 1 });
      const total = published.reduce((sum, day) => sum + day.posts + day.shorts + day.quotes, 0);
      expect(total).toBe(5);
    });

    it('follows writes: a rejected post leaves the pending figure (the trigger-kept counts)', async () => {
      const before = await summary();
      const [pending] = (await get('/api/posts/filter/Pending?page=1&limit=15')).posts.postsData;
      const response = await t.request({
        method: 'PUT',
        url: '/api/posts/status/',
        payload: { postIDs: pending.postID, postStatus: 'Rejected' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = await summary();
      expect(after.pendingPosts).toBe(before.pendingPosts - 1);
    });
  });
});
