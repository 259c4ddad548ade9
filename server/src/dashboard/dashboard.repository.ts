import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Db } from '../db/client.js';
import {
  ads,
  dailyQuoteCounts,
  dailyQuotes,
  jobs,
  magazines,
  postCounts,
  posts,
  reporterCounts,
  reporterTickets,
  shortCounts,
  shorts,
} from '../db/schema.js';
import { adsEndingIn, expiringOn, type DayRange, type TimeRange } from '../lib/ending-within.js';

export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /** Pending reporters of both types, from the trigger-kept reporter_counts. */
  async pendingReporters() {
    const [{ total }] = await this.db
      .select({ total: sql<number>`coalesce(sum(${reporterCounts.total}), 0)`.mapWith(Number) })
      .from(reporterCounts)
      .where(and(eq(reporterCounts.status, 'Pending'), inArray(reporterCounts.role, ['Reporter', 'GuestReporter'])));
    return total;
  }

  /**
   * Pending posts, short videos and daily quotes from the trigger-kept count tables: a few rows each. `postLanguages`:
   * only posts in these languages (an admin's language scope, issue 40).
   */
  async pendingContent(postLanguages?: readonly string[]) {
    const pending = (table: typeof postCounts | typeof shortCounts | typeof dailyQuoteCounts, where?: SQL) =>
      this.db
        .select({ total: sql<number>`coalesce(sum(${table.total}), 0)`.mapWith(Number) })
        .from(table)
        .where(and(eq(table.status, 'Pending'), where))
        .then(([row]) => row.total);
    const [postsPending, shortsPending, quotesPending] = await Promise.all([
      pending(postCounts, postLanguages && inArray(postCounts.languageId, [...postLanguages])),
      pending(shortCounts),
      pending(dailyQuoteCounts),
    ]);
    return { posts: postsPending, shorts: shortsPending, quotes: quotesPending };
  }

  /** Open tickets per status, on reporter_tickets_status_created_idx. */
  async openTickets() {
    const rows = await this.db
      .select({ status: reporterTickets.status, total: count() })
      .from(reporterTickets)
      .where(inArray(reporterTickets.status, ['in progress', 'underReview']))
      .groupBy(reporterTickets.status);
    const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
    return { inProgress: of('in progress'), underReview: of('underReview') };
  }

  /**
   * Ads not yet expired at `ending.after` (the Running Ads list) and those of them that end within `ending`, in one
   * range scan of ads_expiry_idx.
   */
  async runningAds(ending: TimeRange) {
    const [row] = await this.db
      .select({
        running: count(),
        ending: sql<number>`count(*) filter (where ${adsEndingIn(ending)})`.mapWith(Number),
      })
      .from(ads)
      .where(gt(ads.expiryAt, ending.after));
    return { running: row.running, ending: row.ending };
  }

  /** Magazines or jobs whose expiry day is within `range`, on their expiry index. */
  async expiring(table: typeof magazines | typeof jobs, range: DayRange) {
    const [{ total }] = await this.db.select({ total: count() }).from(table).where(expiringOn(table.expiryDate, range));
    return total;
  }

  /**
   * Published items per day: `boundaries` are the starts of consecutive days and the end of the last one; the
   * answer has one count per day. Reads the `<table>_status_<time>` index range of Published items between the
   * first boundary and `now`, so the cost follows the items of those days, not the table. `postLanguages`: only posts
   * in these languages.
   */
  async publishedPerDay(
    kind: 'posts' | 'shorts' | 'quotes',
    boundaries: Date[],
    now: Date,
    postLanguages?: readonly string[],
  ) {
    const [table, time]: [PgTable, PgColumn] =
      kind === 'posts'
        ? [posts, posts.postedOn]
        : kind === 'shorts'
          ? [shorts, shorts.postedOn]
          : [dailyQuotes, dailyQuotes.scheduledDate];
    const status = kind === 'posts' ? posts.status : kind === 'shorts' ? shorts.status : dailyQuotes.status;
    const edges = boundaries.map((day) => day.toISOString()).join(',');
    // width_bucket puts each time in its day by the given edges, so days follow the server's time zone (and its
    // daylight-saving changes) without the database knowing that zone. The sub-select parses the edges once per
    // query (an InitPlan), not once per row.
    const bucket: SQL = sql`width_bucket(${time}, (select string_to_array(${edges}, ',')::timestamptz[]))`;
    const rows = await selectRows<{ bucket: number; total: number }>(
      this.db,
      sql`select ${bucket} as bucket, count(*)::int as total from ${table}
          where ${status} = 'Published' and ${time} >= ${boundaries[0].toISOString()} and ${time} <= ${now.toISOString()}
            and ${kind === 'posts' && postLanguages ? inArray(posts.languageId, [...postLanguages]) : sql`true`}
          group by 1`,
    );
    const perDay = Array.from({ length: boundaries.length - 1 }, () => 0);
    for (const row of rows) {
      const index = Number(row.bucket) - 1;
      if (index >= 0 && index < perDay.length) perDay[index] = Number(row.total);
    }
    return perDay;
  }
}
