import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dailyQuoteCounts, dailyQuotes, users, type ContentStatus } from '../db/schema.js';
import { contentViews, countView, type PostView } from './content-views.js';
import { reportedByColumns, type ReportedBy } from './content-references.js';

export type DailyQuote = typeof dailyQuotes.$inferSelect;
export type NewDailyQuote = typeof dailyQuotes.$inferInsert;

export interface DailyQuoteRow {
  quote: DailyQuote;
  reporter: ReportedBy;
}

/**
 * The same four lists as posts: Schedule is a Published quote whose scheduled date has not come yet. `from`
 * (inclusive) and `to` (exclusive) bound the scheduled date.
 */
export interface DailyQuoteFilter {
  view: PostView;
  from?: Date;
  to?: Date;
  now: Date;
  offset: number;
  limit: number;
}

const INSERT_BATCH = 1000;

const views = contentViews({
  status: dailyQuotes.status,
  time: dailyQuotes.scheduledDate,
  createdAt: dailyQuotes.createdAt,
  updatedAt: dailyQuotes.updatedAt,
  id: dailyQuotes.id,
});

export class DailyQuotesRepository {
  constructor(private readonly db: Db) {}

  private selectRows() {
    return this.db
      .select({ quote: dailyQuotes, reporter: reportedByColumns })
      .from(dailyQuotes)
      .innerJoin(users, eq(users.id, dailyQuotes.reporterId));
  }

  /** With `forUpdate` (inside a transaction) the row stays locked until the transaction ends. */
  async findById(id: string, { forUpdate = false } = {}) {
    const query = this.db.select().from(dailyQuotes).where(eq(dailyQuotes.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  async findRow(id: string): Promise<DailyQuoteRow | undefined> {
    const [row] = await this.selectRows().where(eq(dailyQuotes.id, id));
    return row;
  }

  async list(filter: DailyQuoteFilter): Promise<{ rows: DailyQuoteRow[]; total: number }> {
    const inDates = and(
      filter.from ? gte(dailyQuotes.scheduledDate, filter.from) : undefined,
      filter.to ? lt(dailyQuotes.scheduledDate, filter.to) : undefined,
    );
    const where = and(views.condition(filter.view, filter.now), inDates);
    const countWhere = async (condition: SQL | undefined) => {
      const [{ total }] = await this.db.select({ total: count() }).from(dailyQuotes).where(condition);
      return total;
    };
    const [rows, total] = await Promise.all([
      this.selectRows()
        .where(where)
        .orderBy(...views.order(filter.view))
        .limit(filter.limit)
        .offset(filter.offset),
      // A date range is a range of the scheduled-date index, counted live; whole statuses come from the counts.
      filter.from || filter.to
        ? countWhere(where)
        : countView(
            filter.view,
            async (status) => {
              const [row] = await this.db
                .select({ total: dailyQuoteCounts.total })
                .from(dailyQuoteCounts)
                .where(eq(dailyQuoteCounts.status, status));
              return row?.total ?? 0;
            },
            () => countWhere(views.condition('Schedule', filter.now)),
          ),
    ]);
    return { rows, total };
  }

  /** A reporter's newest quotes in one status (daily_quotes_reporter_status_idx); a quote's posting time is its scheduled date. */
  listByReporter(reporterId: string, status: ContentStatus, limit: number): Promise<DailyQuoteRow[]> {
    return this.selectRows()
      .where(and(eq(dailyQuotes.reporterId, reporterId), eq(dailyQuotes.status, status)))
      .orderBy(desc(dailyQuotes.scheduledDate), desc(dailyQuotes.id))
      .limit(limit);
  }

  async insert(values: NewDailyQuote) {
    const [row] = await this.db.insert(dailyQuotes).values(values).returning({ id: dailyQuotes.id });
    return row;
  }

  /** Call inside a transaction: the batches only keep each statement's parameter count small. */
  async insertMany(values: NewDailyQuote[]) {
    for (let start = 0; start < values.length; start += INSERT_BATCH) {
      await this.db.insert(dailyQuotes).values(values.slice(start, start + INSERT_BATCH));
    }
  }

  async update(id: string, patch: Partial<NewDailyQuote>) {
    await this.db
      .update(dailyQuotes)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(dailyQuotes.id, id));
  }
}
