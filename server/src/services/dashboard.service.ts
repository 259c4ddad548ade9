import { dayOf, todayUtc } from '#contract/rules';
import type { Db } from '../db/client.js';
import { jobs, magazines } from '../db/schema.js';
import { DashboardRepository } from '../repositories/dashboard.repository.js';

/** How far ahead "ending soon" looks: ads, magazines and jobs ending within this many days, today included. */
export const SOON_DAYS = 7;
/** The published-per-day chart's length, today included. */
export const CHART_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd plus `days` calendar days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

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
    // Each list's own calendar: jobs expire by the server's day (TZ), magazines by the UTC day.
    const jobsToday = dayOf(now) ?? todayUtc();
    const magazinesToday = now.toISOString().slice(0, 10);
    const days = Array.from({ length: CHART_DAYS + 1 }, (_, i) => localMidnight(now, i - CHART_DAYS + 1));
    const [reporters, pending, tickets, adsNow, magazinesSoon, jobsSoon, postsPerDay, shortsPerDay, quotesPerDay] =
      await Promise.all([
        this.repository.pendingReporters(),
        this.repository.pendingContent(),
        this.repository.openTickets(),
        this.repository.runningAds(now, new Date(now.getTime() + SOON_DAYS * DAY_MS)),
        this.repository.expiring(magazines, { from: magazinesToday, to: addDays(magazinesToday, SOON_DAYS - 1) }),
        this.repository.expiring(jobs, { from: jobsToday, to: addDays(jobsToday, SOON_DAYS - 1) }),
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
