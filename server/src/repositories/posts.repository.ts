import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { categories, languages, postCounts, posts, users, type ContentStatus } from '../db/schema.js';
import { containsPattern } from '../lib/search.js';
import { reportedByColumns, type ReportedBy } from './content-references.js';
import { contentViews, countView, type PostView } from './content-views.js';

export type { PostView } from './content-views.js';

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;

export interface PostRow {
  post: Post;
  category: { id: string; name: string };
  language: { id: string; name: string };
  reporter: ReportedBy;
}

/** Which posts a list shows, all pages together: its view (at the time `now`), categories, languages and search. */
export interface PostMatch {
  view: PostView;
  categoryIds: string[];
  languageIds: string[];
  search?: string;
  now: Date;
}

export interface PostFilter extends PostMatch {
  offset: number;
  limit: number;
}

/** A post as the CSV export writes it. */
export interface PostExportRow {
  title: string;
  category: string;
  location: string;
  language: string;
  description: string;
  postedOn: Date;
}

const INSERT_BATCH = 500;

const views = contentViews({
  status: posts.status,
  time: posts.postedOn,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  id: posts.id,
});

/** The category and language filters, on posts or on post_counts (same meaning, other columns). */
const inGroups = (filter: PostMatch, category: PgColumn, language: PgColumn) =>
  and(
    filter.categoryIds.length > 0 ? inArray(category, filter.categoryIds) : undefined,
    filter.languageIds.length > 0 ? inArray(language, filter.languageIds) : undefined,
  );

/** The one reading of a list filter in SQL: the list, the bulk status change by filter and the export use it. */
const matching = (match: PostMatch) =>
  and(
    views.condition(match.view, match.now),
    inGroups(match, posts.categoryId, posts.languageId),
    match.search ? ilike(posts.location, containsPattern(match.search)) : undefined,
  );

export class PostsRepository {
  constructor(private readonly db: Db) {}

  /** Posts with their category, language and reporter, joined in the one query. */
  private selectRows() {
    return this.db
      .select({
        post: posts,
        category: { id: categories.id, name: categories.name },
        language: { id: languages.id, name: languages.name },
        reporter: reportedByColumns,
      })
      .from(posts)
      .innerJoin(categories, eq(categories.id, posts.categoryId))
      .innerJoin(languages, eq(languages.id, posts.languageId))
      .innerJoin(users, eq(users.id, posts.reporterId));
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(posts).where(eq(posts.id, id));
    return row;
  }

  async findRow(id: string): Promise<PostRow | undefined> {
    const [row] = await this.selectRows().where(eq(posts.id, id));
    return row;
  }

  async list(filter: PostFilter): Promise<{ rows: PostRow[]; total: number }> {
    const where = matching(filter);
    const [rows, total] = await Promise.all([
      this.selectRows()
        .where(where)
        .orderBy(...views.order(filter.view))
        .limit(filter.limit)
        .offset(filter.offset),
      filter.search ? this.countWhere(where) : this.countByGroups(filter),
    ]);
    return { rows, total };
  }

  private async countWhere(where: SQL | undefined) {
    const [{ total }] = await this.db.select({ total: count() }).from(posts).where(where);
    return total;
  }

  /** Totals from post_counts, per status, category and language (see countView). */
  /**
   * Every post the list with this filter shows, in its order, a batch at a time: each batch resumes after the last
   * row of the one before (keyset), so a batch costs the same at any depth of a million-row table.
   */
  async *exportRows(match: PostMatch, batchSize: number): AsyncGenerator<PostExportRow[]> {
    const key = views.key(match.view).column;
    let after: { at: string; id: string } | undefined;
    for (;;) {
      const batch = await this.db
        .select({
          title: posts.title,
          category: categories.name,
          location: posts.location,
          language: languages.name,
          description: posts.description,
          postedOn: posts.postedOn,
          id: posts.id,
          // Aliased so that no ORDER BY can mistake the text for the column.
          at: sql<string>`${key}::text`.as('cursor'),
        })
        .from(posts)
        .innerJoin(categories, eq(categories.id, posts.categoryId))
        .innerJoin(languages, eq(languages.id, posts.languageId))
        .where(and(matching(match), after && views.after(match.view, after)))
        .orderBy(...views.order(match.view))
        .limit(batchSize);
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1];
      after = { at: last.at, id: last.id };
    }
  }

  /** Moves every post a list filter matches, across all pages, to `status` in one statement; returns how many. */
  async setStatusWhere(match: PostMatch, status: ContentStatus) {
    const changed = await this.db
      .update(posts)
      .set({ status, updatedAt: new Date() })
      .where(and(matching(match), ne(posts.status, status)))
      .returning({ id: posts.id });
    return changed.length;
  }

  private countByGroups(filter: PostFilter) {
    return countView(
      filter.view,
      async (status) => {
        const [{ total }] = await this.db
          .select({ total: sql<number>`coalesce(sum(${postCounts.total}), 0)`.mapWith(Number) })
          .from(postCounts)
          .where(and(eq(postCounts.status, status), inGroups(filter, postCounts.categoryId, postCounts.languageId)));
        return total;
      },
      () =>
        this.countWhere(
          and(views.condition('Schedule', filter.now), inGroups(filter, posts.categoryId, posts.languageId)),
        ),
    );
  }

  /** A reporter's newest posts in one status (posts_reporter_status_idx). */
  listByReporter(reporterId: string, status: ContentStatus, limit: number): Promise<PostRow[]> {
    return this.selectRows()
      .where(and(eq(posts.reporterId, reporterId), eq(posts.status, status)))
      .orderBy(desc(posts.postedOn), desc(posts.id))
      .limit(limit);
  }

  async insert(values: NewPost) {
    const [row] = await this.db.insert(posts).values(values).returning({ id: posts.id });
    return row;
  }

  /** Call inside a transaction: the batches only keep each statement's parameter count small. */
  async insertMany(values: NewPost[]) {
    for (let start = 0; start < values.length; start += INSERT_BATCH) {
      await this.db.insert(posts).values(values.slice(start, start + INSERT_BATCH));
    }
  }

  /** Rejected posts are final, checked in the same statement so a post rejected meanwhile is not edited; false then. */
  async updateEditable(id: string, patch: Partial<NewPost>) {
    const rows = await this.db
      .update(posts)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(posts.id, id), ne(posts.status, 'Rejected')))
      .returning({ id: posts.id });
    return rows.length > 0;
  }

  /** Call inside a transaction: the rows stay locked until it ends, so no change slips between check and write. */
  lockStatuses(ids: string[]) {
    return this.db
      .select({ id: posts.id, status: posts.status })
      .from(posts)
      .where(inArray(posts.id, ids))
      .for('update');
  }

  async setStatus(ids: string[], status: ContentStatus) {
    await this.db.update(posts).set({ status, updatedAt: new Date() }).where(inArray(posts.id, ids));
  }
}
