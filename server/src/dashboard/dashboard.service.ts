import { dayOf } from '#contract/rules';
import type { Db } from '../db/client.js';
import { jobs, magazines } from '../db/schema.js';
import { DashboardRepository } from './dashboard.repository.js';
import { endingWithin } from '../lib/ending-within.js';

/** How far ahead "ending soon" looks: ads, magazines and jobs ending within this many days, today included. */
export const SOON_DAYS = 7;
/** The published-per-day chart's length, today included. */
export const CHART_DAYS = 30;

/** Local midnight of `date` plus `days` days, in the server's time zone (TZ). */
const localMidnight = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, 0, 0, 0, 0);

/**
 * What waits for the admin, each figure the total of the list it links to, read from the trigger-kept counts and
 * the tables' indexes in one round of parallel queries.
 */
export class DashboardService {
  private readonly repository: DashboardRepository;

  constructor(db: Db) {
    this.repository = new DashboardRepository(db);
  }

  async summary(now = new Date()) {
    const days = Array.from({ length: CHART_DAYS + 1 }, (_, i) => localMidnight(now, i - CHART_DAYS + 1));
    const [reporters, pending, tickets, adsNow, magazinesSoon, jobsSoon, postsPerDay, shortsPerDay, quotesPerDay] =
      await Promise.all([
        this.repository.pendingReporters(),
        this.repository.pendingContent(),
        this.repository.openTickets(),
        // The same definition as the lists' endingWithin filter, where these figures link.
        this.repository.runningAds(endingWithin.ads(now, SOON_DAYS)),
        this.repository.expiring(magazines, endingWithin.magazines(now, SOON_DAYS)),
        this.repository.expiring(jobs, endingWithin.jobs(now, SOON_DAYS)),
        this.repository.publishedPerDay('posts', days, now),
        this.repository.publishedPerDay('shorts', days, now),
        this.repository.publishedPerDay('quotes', days, now),
      ]);
    return {
      newReporters: reporters,
      pendingPosts: pending.posts,
      pendingShorts: pending.shorts,
      pendingQuotes: pending.quotes,
      ticketsInProgress: tickets.inProgress,
      ticketsUnderReview: tickets.underReview,
      openTickets: tickets.inProgress + tickets.underReview,
      runningAds: adsNow.running,
      adsEndingSoon: adsNow.ending,
      magazinesExpiringSoon: magazinesSoon,
      jobsExpiringSoon: jobsSoon,
      soonDays: SOON_DAYS,
      published: days.slice(0, -1).map((day, i) => ({
        day: dayOf(day) ?? '',
        posts: postsPerDay[i],
        shorts: shortsPerDay[i],
        quotes: quotesPerDay[i],
      })),
      generatedAt: now.toISOString(),
    };
  }
}
