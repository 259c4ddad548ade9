import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '../db/schema.js';

/** Pending, Published and Rejected are statuses; Schedule is a Published item whose time has not come yet. */
export type ContentView = 'Pending' | 'Published' | 'Schedule' | 'Rejected';

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
export const contentViews = ({ status, time, createdAt, updatedAt, id }: ContentColumns) => {
  /** The column a view is ordered by before the id, and which way; also where a batch of an export resumes. */
  const key = (view: ContentView): { column: PgColumn; descending: boolean } => {
    switch (view) {
      case 'Pending':
        return { column: createdAt, descending: true };
      case 'Published':
        return { column: time, descending: true };
      case 'Schedule':
        return { column: time, descending: false };
      case 'Rejected':
        return { column: updatedAt, descending: true };
    }
  };

  return {
    condition(view: ContentView, now: Date) {
      switch (view) {
        case 'Published':
          return and(eq(status, 'Published'), lte(time, now));
        case 'Schedule':
          return and(eq(status, 'Published'), gt(time, now));
        default:
          return eq(status, view);
      }
    },

    key,

    order(view: ContentView): SQL[] {
      const { column, descending } = key(view);
      return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
    },

    /** The rows of a view after this one (its key column's value as text, and its id), in the view's order. */
    after(view: ContentView, cursor: { at: string; id: string }): SQL {
      const { column, descending } = key(view);
      return descending
        ? sql`(${column}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
        : sql`(${column}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
    },
  };
};

/**
 * A view's total from trigger-kept per-status counts (post_counts, short_counts, daily_quote_counts): a sum over a
 * few rows instead of a count over millions. Only the scheduled share (Published with a time still to come: few
 * rows on the time index) is counted live, because it changes with the clock rather than with a write.
 */
export const countView = async (
  view: ContentView,
  stored: (status: ContentStatus) => Promise<number>,
  scheduled: () => Promise<number>,
) => {
  if (view === 'Pending' || view === 'Rejected') return stored(view);
  if (view === 'Schedule') return scheduled();
  const [published, future] = await Promise.all([stored('Published'), scheduled()]);
  return published - future;
};
