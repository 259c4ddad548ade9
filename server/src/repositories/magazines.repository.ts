import { and, asc, count, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { magazinePages, magazineRenders, magazines, type MagazineRenderStatus } from '../db/schema.js';
import { expiringOn, type DayRange } from '../lib/ending-within.js';

export type Magazine = typeof magazines.$inferSelect;
export type NewMagazine = typeof magazines.$inferInsert;
export type MagazinePage = typeof magazinePages.$inferSelect;

export type MagazinePhase = 'active' | 'expired';

/** The states an upload passes through before it becomes the shown render (or fails). */
const latestStatuses = ['pending', 'rendering', 'failed'] as const satisfies MagazineRenderStatus[];
export type LatestRenderStatus = (typeof latestStatuses)[number];

export interface MagazineFilter {
  phase: MagazinePhase;
  /** yyyy-MM-dd, UTC. */
  today: string;
  /** With a day filter: active magazines that started on or after this day, expired ones that ended on or after it. */
  since?: string;
  /** Active magazines only: those whose expiry day is in this range (the dashboard's "expiring within N days"). */
  expiring?: DayRange;
  offset: number;
  limit: number;
}

/** A magazine with the render whose pages it shows and the upload in progress (or the last one that failed). */
export interface MagazineRow {
  magazine: Magazine;
  /**
   * The render whose pages are shown: the latest finished one; while a magazine's first upload renders, that
   * upload, with the pages done so far. A replacement shows only once complete, so a reader never gets a mix.
   */
  shown: { id: string; totalPages: number } | null;
  latest: { status: LatestRenderStatus; renderedPages: number; totalPages: number; error: string | null } | null;
  pages: MagazinePage[];
}

const shown = alias(magazineRenders, 'shown_render');
const latest = alias(magazineRenders, 'latest_render');

const filterCondition = ({ phase, today, since, expiring }: MagazineFilter) =>
  phase === 'active'
    ? and(
        gte(magazines.expiryDate, today),
        since ? and(gte(magazines.startDate, since), lte(magazines.startDate, today)) : undefined,
        expiring ? expiringOn(magazines.expiryDate, expiring) : undefined,
      )
    : and(lt(magazines.expiryDate, today), since ? gte(magazines.expiryDate, since) : undefined);

export class MagazinesRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of active magazines (newest start first, on magazines_start_idx) or expired ones (latest expiry first,
   * on magazines_expiry_idx), judged against `today` at query time.
   */
  async list(filter: MagazineFilter) {
    const where = filterCondition(filter);
    const order =
      filter.phase === 'active'
        ? [desc(magazines.startDate), desc(magazines.id)]
        : [desc(magazines.expiryDate), desc(magazines.id)];
    const [ids, [{ total }]] = await Promise.all([
      this.db
        .select({ id: magazines.id })
        .from(magazines)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ total: count() }).from(magazines).where(where),
    ]);
    const rows = await this.withRenders(ids.map(({ id }) => id));
    return { rows: ids.map(({ id }) => rows.get(id)!).filter(Boolean), total };
  }

  async findById(id: string, { forUpdate = false } = {}) {
    const query = this.db.select().from(magazines).where(eq(magazines.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  /** The magazine with its pages and render state, or undefined when there is none. */
  async findRow(id: string): Promise<MagazineRow | undefined> {
    return (await this.withRenders([id])).get(id);
  }

  async insert(values: NewMagazine) {
    const [row] = await this.db.insert(magazines).values(values).returning();
    return row;
  }

  async update(id: string, patch: Partial<NewMagazine>) {
    const [row] = await this.db
      .update(magazines)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(magazines.id, id))
      .returning();
    return row;
  }

  private async withRenders(ids: string[]) {
    const rows = new Map<string, MagazineRow>();
    if (ids.length === 0) return rows;
    const found = await this.db
      .select({
        magazine: magazines,
        shown: { id: shown.id, totalPages: shown.totalPages },
        latest: {
          id: latest.id,
          status: latest.status,
          renderedPages: latest.renderedPages,
          totalPages: latest.totalPages,
          error: latest.error,
        },
      })
      .from(magazines)
      .leftJoin(shown, and(eq(shown.magazineId, magazines.id), eq(shown.status, 'done')))
      .leftJoin(latest, and(eq(latest.magazineId, magazines.id), inArray(latest.status, [...latestStatuses])))
      .where(inArray(magazines.id, ids));
    const shownOf = (row: (typeof found)[number]) =>
      row.shown?.id
        ? row.shown
        : row.latest?.id && row.latest.status !== 'failed'
          ? { id: row.latest.id, totalPages: row.latest.totalPages! }
          : null;
    const shownIds = found.flatMap((row) => shownOf(row)?.id ?? []);
    const pages =
      shownIds.length === 0
        ? []
        : await this.db
            .select()
            .from(magazinePages)
            .where(inArray(magazinePages.renderId, shownIds))
            .orderBy(asc(magazinePages.renderId), asc(magazinePages.pageNumber));
    const pagesByRender = new Map<string, MagazinePage[]>();
    for (const page of pages) {
      const list = pagesByRender.get(page.renderId);
      if (list) list.push(page);
      else pagesByRender.set(page.renderId, [page]);
    }
    for (const row of found) {
      const shownRender = shownOf(row);
      rows.set(row.magazine.id, {
        magazine: row.magazine,
        shown: shownRender,
        latest: row.latest?.status
          ? {
              status: row.latest.status as LatestRenderStatus,
              renderedPages: row.latest.renderedPages!,
              totalPages: row.latest.totalPages!,
              error: row.latest.error,
            }
          : null,
        pages: (shownRender && pagesByRender.get(shownRender.id)) || [],
      });
    }
    return rows;
  }
}
