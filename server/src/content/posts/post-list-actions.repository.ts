import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, languages, posts, type ContentStatus } from '../../db/schema.js';
import type { ContentKind, ContentMatch } from '../content-kind.js';
import { ContentRepository } from '../content.repository.js';

/** A post as the CSV export writes it. */
export interface PostExportRow {
  title: string;
  category: string;
  location: string;
  language: string;
  description: string;
  postedOn: Date;
}

/** The posts queries beyond the content kind's: the export and the status changes of many posts at once. */
export class PostListActionsRepository {
  private readonly content: ContentRepository;

  constructor(
    kind: ContentKind,
    private readonly db: Db,
  ) {
    this.content = new ContentRepository(kind, db);
  }

  /**
   * Every post the list with this filter shows, in its order, a batch at a time: each batch resumes after the last
   * row of the one before (keyset), so a batch costs the same at any depth of a million-row table.
   */
  async *exportRows(match: ContentMatch, batchSize: number): AsyncGenerator<PostExportRow[]> {
    const { views } = this.content;
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
        .where(and(this.content.matching(match), after && views.after(match.view, after)))
        .orderBy(...views.order(match.view))
        .limit(batchSize);
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1];
      after = { at: last.at, id: last.id };
    }
  }

  /**
   * Moves every post a list filter matches, across all pages, to `status` in one statement; returns the ids of the
   * posts whose status changed.
   */
  async setStatusWhere(match: ContentMatch, status: ContentStatus) {
    const changed = await this.db
      .update(posts)
      .set({ status, updatedAt: new Date() })
      .where(and(this.content.matching(match), ne(posts.status, status)))
      .returning({ id: posts.id });
    return changed.map((row) => row.id);
  }

  /** Call inside a transaction: the rows stay locked until it ends, so no change slips between check and write. */
  lockStatuses(ids: string[]) {
    return this.db
      .select({ id: posts.id, status: posts.status, updatedAt: posts.updatedAt, languageId: posts.languageId })
      .from(posts)
      .where(inArray(posts.id, ids))
      .for('update');
  }

  async setStatus(ids: string[], status: ContentStatus) {
    await this.db.update(posts).set({ status, updatedAt: new Date() }).where(inArray(posts.id, ids));
  }
}
