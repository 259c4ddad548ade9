// The conditions behind "ending within N days", shared by the dashboard's figures and the lists they link to
// (`endingWithin`), so a figure and its list cannot count differently. Each is a range on the column of an expiry
// index (ads_expiry_idx, magazines_expiry_idx, jobs_expiry_idx).

import { and, gt, gte, lte } from 'drizzle-orm';
import { ads, jobs, magazines } from '../db/schema.js';

/** A day range as yyyy-MM-dd, both days included. */
export interface DayRange {
  from: string;
  to: string;
}

/** A time range: after `after` (excluded) up to `until` (included). */
export interface TimeRange {
  after: Date;
  until: Date;
}

/** Ads whose end is within `range`: still running at its start, ended by its end. */
export const adsEndingIn = (range: TimeRange) => and(gt(ads.expiryAt, range.after), lte(ads.expiryAt, range.until));

/** Magazines or jobs whose expiry day is one of the days of `range`. */
export const expiringOn = (column: typeof magazines.expiryDate | typeof jobs.expiryDate, range: DayRange) =>
  and(gte(column, range.from), lte(column, range.to));
