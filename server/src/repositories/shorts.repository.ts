import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, shortCounts, shorts, users, type ContentStatus } from '../db/schema.js';
import { contentViews, countView, type PostView } from './content-views.js';
import { reportedByColumns, type ReportedBy } from './content-references.js';

export type Short = typeof shorts.$inferSelect;
export type NewShort = typeof shorts.$inferInsert;

export interface ShortRow {
  short: Short;
  category: { id: string; name: string };
  reporter: ReportedBy;
}

/** The same four lists as posts: Schedule is a Published short whose posting time has not come yet. */
export interface ShortFilter {
  view: PostView;
  categoryIds: string[];
  now: Date;
  offset: number;
  limit: number;
}

const INSERT_BATCH = 1000;

const views = contentViews({
  status: shorts.status,
  time: shorts.postedOn,
  createdAt: shorts.createdAt,
  updatedAt: shorts.updatedAt,
  id: shorts.id,
});

export class ShortsRepository {
  constructor(private readonly db: Db) {}

  /** Shorts with their category and reporter, joined in the one query. */
  private selectRows() {
    return this.db
      .select({ short: shorts, category: { id: categories.id, name: categories.name }, reporter: reportedByColumns })
      .from(shorts)
      .innerJoin(categories, eq(categories.id, shorts.categoryId))
      .innerJoin(users, eq(users.id, shorts.reporterId));
  }

  /** With `forUpdate` (inside a transaction) the row stays locked until the transaction ends. */
  async findById(id: string, { forUpdate = false } = {}) {
    const query = this.db.select().from(shorts).where(eq(shorts.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  async findRow(id: string): Promise<ShortRow | undefined> {
    const [row] = await this.selectRows().where(eq(shorts.id, id));
    return row;
  }

  async list(filter: ShortFilter): Promise<{ rows: ShortRow[]; total: number }> {
    const inCategories = (column: typeof shorts.categoryId | typeof shortCounts.categoryId) =>
      filter.categoryIds.length > 0 ? inArray(column, filter.categoryIds) : undefined;
    const [rows, total] = await Promise.all([
      this.selectRows()
        .where(and(views.condition(filter.view, filter.now), inCategories(shorts.categoryId)))
        .orderBy(...views.order(filter.view))
        .limit(filter.limit)
        .offset(filter.offset),
      countView(
        filter.view,
        async (status) => {
          const [{ total }] = await this.db
            .select({ total: sql<number>`coalesce(sum(${shortCounts.total}), 0)`.mapWith(Number) })
            .from(shortCounts)
            .where(and(eq(shortCounts.status, status), inCategories(shortCounts.categoryId)));
          return total;
        },
        async () => {
          const [{ total }] = await this.db
            .select({ total: count() })
            .from(shorts)
            .where(and(views.condition('Schedule', filter.now), inCategories(shorts.categoryId)));
          return total;
        },
      ),
    ]);
    return { rows, total };
  }

  /** A reporter's newest shorts in one status (shorts_reporter_status_idx). */
  listByReporter(reporterId: string, status: ContentStatus, limit: number): Promise<ShortRow[]> {
    return this.selectRows()
      .where(and(eq(shorts.reporterId, reporterId), eq(shorts.status, status)))
      .orderBy(desc(shorts.postedOn), desc(shorts.id))
      .limit(limit);
  }

  async insert(values: NewShort) {
    const [row] = await this.db.insert(shorts).values(values).returning({ id: shorts.id });
    return row;
  }

  /** Call inside a transaction: the batches only keep each statement's parameter count small. */
  async insertMany(values: NewShort[]) {
    for (let start = 0; start < values.length; start += INSERT_BATCH) {
      await this.db.insert(shorts).values(values.slice(start, start + INSERT_BATCH));
    }
  }

  async update(id: string, patch: Partial<NewShort>) {
    await this.db
      .update(shorts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(shorts.id, id));
  }
}
