import { dayOf } from '#contract/rules';
import { can, languagesOf, type Access } from '#contract/permissions';
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

/** Each figure's resource: a figure is left out for an admin who may not list it (issue 40). */
const figureResources = {
  newReporters: 'reporters',
  pendingPosts: 'posts',
  pendingShorts: 'shortVideos',
  pendingQuotes: 'dailyQuotes',
  ticketsInProgress: 'reporterTickets',
  ticketsUnderReview: 'reporterTickets',
  openTickets: 'reporterTickets',
  runningAds: 'ads',
  adsEndingSoon: 'ads',
  magazinesExpiringSoon: 'magazines',
  jobsExpiringSoon: 'jobs',
} as const;

const chartResources = { posts: 'posts', shorts: 'shortVideos', quotes: 'dailyQuotes' } as const;

const only = <T extends Record<string, unknown>>(values: T, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keep(key))) as Partial<T>;

/**
 * What waits for the admin, each figure the total of the list it links to, read from the trigger-kept counts and
 * the tables' indexes in one round of parallel queries; only the figures of what the admin may list, posts within
 * their languages.
 */
export class DashboardService {
  private readonly repository: DashboardRepository;

  constructor(db: Db) {
    this.repository = new DashboardRepository(db);
  }

  async summary(access: Access, now = new Date()) {
    const postLanguages = languagesOf(access, 'posts');
    const days = Array.from({ length: CHART_DAYS + 1 }, (_, i) => localMidnight(now, i - CHART_DAYS + 1));
    const [reporters, pending, tickets, adsNow, magazinesSoon, jobsSoon, postsPerDay, shortsPerDay, quotesPerDay] =
      await Promise.all([
        this.repository.pendingReporters(),
        this.repository.pendingContent(postLanguages),
        this.repository.openTickets(),
        // The same definition as the lists' endingWithin filter, where these figures link.
        this.repository.runningAds(endingWithin.ads(now, SOON_DAYS)),
        this.repository.expiring(magazines, endingWithin.magazines(now, SOON_DAYS)),
        this.repository.expiring(jobs, endingWithin.jobs(now, SOON_DAYS)),
        this.repository.publishedPerDay('posts', days, now, postLanguages),
        this.repository.publishedPerDay('shorts', days, now),
        this.repository.publishedPerDay('quotes', days, now),
      ]);
    const figures = {
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
    };
    const listed = (resources: Record<string, string>) => (key: string) => can(access, resources[key], 'list');
    return {
      ...only(figures, listed(figureResources)),
      soonDays: SOON_DAYS,
      published: days.slice(0, -1).map((day, i) => ({
        day: dayOf(day) ?? '',
        ...only({ posts: postsPerDay[i], shorts: shortsPerDay[i], quotes: quotesPerDay[i] }, listed(chartResources)),
      })),
      generatedAt: now.toISOString(),
    };
  }
}
