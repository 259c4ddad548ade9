import { ads } from '#contract/resources/ads';
import { jobs } from '#contract/resources/jobs';
import { magazines } from '#contract/resources/magazines';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { dailyQuotesSection } from '../content/daily-quotes/section';
import { postsSection } from '../content/posts/section';
import { reportersSection } from '../reporters/section';
import { listPath } from '../../routing/section';
import { shortVideosSection } from '../content/short-videos/section';

/** The Running Ads that end within `days` days (the list's `endingWithin` filter): the adsEndingSoon figure opens it. */
export const adsEndingWithinPath = (days: number) =>
  listPath(ads.screen.path, { status: 'running', endingWithin: days });

/** The active jobs that expire within `days` days (the list's `endingWithin` filter): the jobsExpiringSoon figure opens it. */
export const jobsExpiringWithinPath = (days: number) =>
  listPath(`${jobs.screen.path}/${jobs.screen.sectionTabs.active.path}`, { endingWithin: days });

/**
 * The active magazines that expire within `days` days (the list's `endingWithin` filter): the magazinesExpiringSoon
 * figure opens it.
 */
export const magazinesExpiringWithinPath = (days: number) =>
  listPath(`${magazines.screen.path}/${magazines.screen.sectionTabs.active.path}`, { endingWithin: days });

/**
 * The summary call's answer (GET /dashboard/summary, beyond the spec). A figure or chart series of a resource the
 * admin may not list is left out (issue 40).
 */
export interface DashboardSummary {
  newReporters?: number;
  pendingPosts?: number;
  pendingShorts?: number;
  pendingQuotes?: number;
  ticketsInProgress?: number;
  ticketsUnderReview?: number;
  openTickets?: number;
  runningAds?: number;
  adsEndingSoon?: number;
  magazinesExpiringSoon?: number;
  jobsExpiringSoon?: number;
  soonDays: number;
  published: PublishedDay[];
}

export interface PublishedDay {
  day: string;
  posts?: number;
  shorts?: number;
  quotes?: number;
}

export type FigureKey = Exclude<
  keyof DashboardSummary,
  'published' | 'soonDays' | 'ticketsInProgress' | 'ticketsUnderReview'
>;

/**
 * The figures in reading order, each with the list that shows exactly what it counts. The 'within N days' figures
 * open their list filtered to the same N (`soonDays` from the answer) with the lists' `endingWithin` filter, which
 * the server counts by the same conditions as the figure. The pending items and new reporters open their list with
 * no filter, rather than one the list kept from an earlier visit, so that its count is the figure.
 */
export const figures: { key: FigureKey; label: string; to: string | ((soonDays: number) => string) }[] = [
  {
    key: 'newReporters',
    label: 'app.dashboard.figures.newReporters',
    to: listPath(reportersSection.paths.pending, {}),
  },
  { key: 'pendingPosts', label: 'app.dashboard.figures.pendingPosts', to: listPath(postsSection.paths.pending, {}) },
  {
    key: 'pendingShorts',
    label: 'app.dashboard.figures.pendingShorts',
    to: listPath(shortVideosSection.paths.pending, {}),
  },
  {
    key: 'pendingQuotes',
    label: 'app.dashboard.figures.pendingQuotes',
    to: listPath(dailyQuotesSection.paths.pending, {}),
  },
  { key: 'openTickets', label: 'app.dashboard.figures.openTickets', to: reporterTickets.screen.path },
  { key: 'runningAds', label: 'app.dashboard.figures.runningAds', to: ads.screen.path },
  { key: 'adsEndingSoon', label: 'app.dashboard.figures.adsEndingSoon', to: adsEndingWithinPath },
  {
    key: 'magazinesExpiringSoon',
    label: 'app.dashboard.figures.magazinesExpiringSoon',
    to: magazinesExpiringWithinPath,
  },
  { key: 'jobsExpiringSoon', label: 'app.dashboard.figures.jobsExpiringSoon', to: jobsExpiringWithinPath },
];
