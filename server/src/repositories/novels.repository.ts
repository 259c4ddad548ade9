import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, novelChapters, novels } from '../db/schema.js';
import { containsPattern } from '../lib/search.js';

export type Novel = typeof novels.$inferSelect;
export type NewNovel = typeof novels.$inferInsert;
export type NovelChapter = typeof novelChapters.$inferSelect;

/** Active: the start has come; upcoming: it is still ahead. */
export type NovelPhase = 'active' | 'upcoming';

export interface NovelRow {
  novel: Novel;
  category: { id: string; name: string };
}

export interface NovelFilter {
  /** Both phases when left out. */
  phase?: NovelPhase;
  search?: string;
  now: Date;
}

const phaseCondition = (phase: NovelPhase | undefined, now: Date) =>
  phase === 'upcoming' ? gt(novels.startAt, now) : phase === 'active' ? lte(novels.startAt, now) : undefined;

/** Upcoming novels soonest first, the others latest start first; both follow the start_at indexes. */
const phaseOrder = (phase: NovelPhase | undefined): SQL[] =>
  phase === 'upcoming' ? [asc(novels.startAt), asc(novels.id)] : [desc(novels.startAt), desc(novels.id)];

const filterCondition = (filter: NovelFilter) =>
  and(
    phaseCondition(filter.phase, filter.now),
    filter.search ? ilike(novels.title, containsPattern(filter.search)) : undefined,
  );

export class NovelsRepository {
  constructor(private readonly db: Db) {}

  private selectRows() {
    return this.db
      .select({ novel: novels, category: { id: categories.id, name: categories.name } })
      .from(novels)
      .innerJoin(categories, eq(categories.id, novels.categoryId));
  }

  async findById(id: string, { forUpdate = false } = {}) {
    const query = this.db.select().from(novels).where(eq(novels.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  async findRow(id: string): Promise<NovelRow | undefined> {
    const [row] = await this.selectRows().where(eq(novels.id, id));
    return row;
  }

  /**
   * The categories that have matching novels (by name), each with its number of matches and its first
   * `perGroup` novels in list order. Two queries whatever the number of categories.
   */
  async grouped(filter: NovelFilter, perGroup: number) {
    const where = filterCondition(filter);
    const ranked = this.db
      .select({
        id: novels.id,
        rank: sql<number>`row_number() over (partition by ${novels.categoryId} order by ${sql.join(phaseOrder(filter.phase), sql`, `)})`.as(
          'rank',
        ),
      })
      .from(novels)
      .where(where)
      .as('ranked');
    const [groups, rows] = await Promise.all([
      this.db
        .select({ id: categories.id, name: categories.name, total: count() })
        .from(novels)
        .innerJoin(categories, eq(categories.id, novels.categoryId))
        .where(where)
        .groupBy(categories.id, categories.name)
        .orderBy(sql`lower(${categories.name})`, categories.id),
      this.selectRows()
        .innerJoin(ranked, eq(ranked.id, novels.id))
        .where(lte(ranked.rank, perGroup))
        .orderBy(...phaseOrder(filter.phase)),
    ]);
    return { groups, rows };
  }

  /** One page of a category's novels (novels_category_start_idx). */
  async listInCategory(categoryId: string, filter: NovelFilter, page: { offset: number; limit: number }) {
    const where = and(eq(novels.categoryId, categoryId), filterCondition(filter));
    const [rows, [{ total }]] = await Promise.all([
      this.selectRows()
        .where(where)
        .orderBy(...phaseOrder(filter.phase))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(novels).where(where),
    ]);
    return { rows, total };
  }

  /** The uploaded chapters of these novels, in chapter order. */
  chaptersOf(novelIds: string[]): Promise<NovelChapter[]> {
    if (novelIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(novelChapters)
      .where(inArray(novelChapters.novelId, novelIds))
      .orderBy(asc(novelChapters.novelId), asc(novelChapters.chapterNumber));
  }

  async insert(values: NewNovel) {
    const [row] = await this.db.insert(novels).values(values).returning({ id: novels.id });
    return row;
  }

  async update(id: string, patch: Partial<NewNovel>) {
    const [row] = await this.db
      .update(novels)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(novels.id, id))
      .returning();
    return row;
  }

  /** Adds chapters or replaces the files of chapters that exist. */
  async putChapters(novelId: string, chapters: { chapterNumber: number; fileKey: string; fileName: string }[]) {
    if (chapters.length === 0) return;
    await this.db
      .insert(novelChapters)
      .values(chapters.map((chapter) => ({ ...chapter, novelId })))
      .onConflictDoUpdate({
        target: [novelChapters.novelId, novelChapters.chapterNumber],
        set: { fileKey: sql`excluded.file_key`, fileName: sql`excluded.file_name`, updatedAt: new Date() },
      });
  }

  /** Removes the chapters numbered above `last`; answers their file keys. */
  async deleteChaptersAfter(novelId: string, last: number) {
    const removed = await this.db
      .delete(novelChapters)
      .where(and(eq(novelChapters.novelId, novelId), gt(novelChapters.chapterNumber, last)))
      .returning({ fileKey: novelChapters.fileKey });
    return removed.map((chapter) => chapter.fileKey);
  }
}
