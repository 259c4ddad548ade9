// "Ending within N days", defined once for the dashboard's figures and the lists they link to (`endingWithin`), so a
// figure and its list cannot count differently: the window at a moment, and the conditions on it. Each condition is a
// range on the column of an expiry index (ads_expiry_idx, magazines_expiry_idx, jobs_expiry_idx).

import { format } from 'date-fns';
import { and, gt, gte, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ads } from '../db/schema.js';
import { badRequest } from './http-errors.js';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd plus `days` calendar days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `days` calendar days from `today`, today included. */
const daysFrom = (today: string, days: number): DayRange => ({ from: today, to: addDays(today, days - 1) });

/**
 * "Ending within N days" at `now`, defined once for the dashboard's figures and for the lists' `endingWithin`
 * filter that the figures link to. Each kind keeps its list's own calendar, as the lists judge running/active.
 */
/** N × 24 hours from now: what ends at a time rather than on a day. */
export const hoursWithin = (now: Date, days: number): TimeRange => ({
  after: now,
  until: new Date(now.getTime() + days * DAY_MS),
});

/** Today and the N-1 days after, in the server's time zone (TZ): what ends with a day. */
export const daysWithin = (now: Date, days: number): DayRange => daysFrom(format(now, 'yyyy-MM-dd'), days);

/** Today and the N-1 days after, in UTC days: what ends with a day of the UTC calendar (a magazine's expiry). */
export const utcDaysWithin = (now: Date, days: number): DayRange => daysFrom(now.toISOString().slice(0, 10), days);

export const endingWithin = {
  /** Running ads that end within N × 24 hours (ads end at a time, not on a day). */
  ads: hoursWithin,
  /** Active magazines whose expiry day is today or one of the N-1 days after, in UTC days (as their cards show). */
  magazines: utcDaysWithin,
  /** Active jobs whose expiry day is today or one of the N-1 days after, in the server's time zone (TZ). */
  jobs: daysWithin,
};

/**
 * A list call's `endingWithin` window of `kind` at `now`: none without the parameter, and a 400 saying `refusal` on
 * the list it does not apply to (the expired one).
 */
export const endingWithinFilter = <K extends keyof typeof endingWithin>(
  kind: K,
  days: number | undefined,
  now: Date,
  { applies, refusal }: { applies: boolean; refusal: string },
) => {
  if (days === undefined) return undefined;
  if (!applies) throw badRequest(refusal);
  return endingWithin[kind](now, days) as ReturnType<(typeof endingWithin)[K]>;
};
