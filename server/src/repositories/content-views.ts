import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../db/schema.js';

/** Pending, Published and Rejected are statuses; Schedule is a Published item whose time has not come yet. */
export type PostView = 'Pending' | 'Published' | 'Schedule' | 'Rejected';

export interface ContentColumns {
  status: PgColumn;
  /** The posting time that splits Published from Schedule (postedOn, or a quote's scheduledDate). */
  time: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  id: PgColumn;
}

/**
 * The four lists that posts, short videos and daily quotes share: which rows each holds, and its order. Each order
 * follows one of the table's `<table>_status_*` indexes, so a page is an index range scan at any table size.
 */
export const contentViews = ({ status, time, createdAt, updatedAt, id }: ContentColumns) => ({
  condition(view: PostView, now: Date) {
    switch (view) {
      case 'Published':
        return and(eq(status, 'Published'), lte(time, now));
      case 'Schedule':
        return and(eq(status, 'Published'), gt(time, now));
      default:
        return eq(status, view);
    }
  },

  order(view: PostView): SQL[] {
    switch (view) {
      case 'Pending':
        return [desc(createdAt), desc(id)];
      case 'Published':
        return [desc(time), desc(id)];
      case 'Schedule':
        return [asc(time), asc(id)];
      case 'Rejected':
        return [desc(updatedAt), desc(id)];
    }
  },
});

/**
 * A view's total from trigger-kept per-status counts (post_counts, short_counts, daily_quote_counts): a sum over a
 * few rows instead of a count over millions. Only the scheduled share (Published with a time still to come: few
 * rows on the time index) is counted live, because it changes with the clock rather than with a write.
 */
export const countView = async (
  view: PostView,
  stored: (status: ContentStatus) => Promise<number>,
  scheduled: () => Promise<number>,
) => {
  if (view === 'Pending' || view === 'Rejected') return stored(view);
  if (view === 'Schedule') return scheduled();
  const [published, future] = await Promise.all([stored('Published'), scheduled()]);
  return published - future;
};
