import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, dailyQuotes, shorts, users, type ContentStatus } from '../db/schema.js';
import { reportedByColumns, type ReportedBy } from './posts.repository.js';

export interface ShortRow {
  short: typeof shorts.$inferSelect;
  category: { id: string; name: string };
  reporter: ReportedBy;
}

export interface DailyQuoteRow {
  quote: typeof dailyQuotes.$inferSelect;
  reporter: ReportedBy;
}

/** One reporter's shorts and quotes by status, newest first; posts come from PostsRepository.listByReporter. */
export class ReporterContentRepository {
  constructor(private readonly db: Db) {}

  /** shorts_reporter_status_idx */
  shortsByReporter(reporterId: string, status: ContentStatus, limit: number): Promise<ShortRow[]> {
    return this.db
      .select({ short: shorts, category: { id: categories.id, name: categories.name }, reporter: reportedByColumns })
      .from(shorts)
      .innerJoin(categories, eq(categories.id, shorts.categoryId))
      .innerJoin(users, eq(users.id, shorts.reporterId))
      .where(and(eq(shorts.reporterId, reporterId), eq(shorts.status, status)))
      .orderBy(desc(shorts.postedOn), desc(shorts.id))
      .limit(limit);
  }

  /** daily_quotes_reporter_status_idx: a quote's posting time is its scheduled date. */
  quotesByReporter(reporterId: string, status: ContentStatus, limit: number): Promise<DailyQuoteRow[]> {
    return this.db
      .select({ quote: dailyQuotes, reporter: reportedByColumns })
      .from(dailyQuotes)
      .innerJoin(users, eq(users.id, dailyQuotes.reporterId))
      .where(and(eq(dailyQuotes.reporterId, reporterId), eq(dailyQuotes.status, status)))
      .orderBy(desc(dailyQuotes.scheduledDate), desc(dailyQuotes.id))
      .limit(limit);
  }
}
