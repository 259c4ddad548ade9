// The conditions behind "ending within N days", shared by the dashboard's figures and the lists they link to
// (`endingWithin`), so a figure and its list cannot count differently. Each is a range on the column of an expiry
// index (ads_expiry_idx, magazines_expiry_idx, jobs_expiry_idx).

import { and, gt, gte, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ads } from '../db/schema.js';

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

/** Records (magazines, jobs, a declared list's window) whose day in `column` is one of the days of `range`. */
export const expiringOn = (column: PgColumn, range: DayRange) => and(gte(column, range.from), lte(column, range.to));

/** Records whose time in `column` is within `range`. */
export const endingIn = (column: PgColumn, range: TimeRange) => and(gt(column, range.after), lte(column, range.until));
