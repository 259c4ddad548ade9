import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, type ActiveStatus, type CategoryKind } from '../db/schema.js';

export type Category = typeof categories.$inferSelect;

export interface CategoryFilter {
  activeOnly: boolean;
  offset: number;
  limit: number;
}

/** Every query is scoped to one kind, so a category of another kind is simply not there. */
export class CategoriesRepository {
  constructor(private readonly db: Db) {}

  /** One page, newest first, in the order of categories_kind_status_created_idx. */
  async list(kind: CategoryKind, filter: CategoryFilter) {
    const where = and(eq(categories.kind, kind), filter.activeOnly ? eq(categories.status, 'Active') : undefined);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(categories)
        .where(where)
        .orderBy(desc(categories.createdAt), desc(categories.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ total: count() }).from(categories).where(where),
    ]);
    return { rows, total };
  }

  async findById(kind: CategoryKind, id: string) {
    const [row] = await this.db
      .select()
      .from(categories)
      .where(and(eq(categories.kind, kind), eq(categories.id, id)));
    return row;
  }

  async insert(kind: CategoryKind, name: string) {
    const [row] = await this.db.insert(categories).values({ kind, name }).returning();
    return row;
  }

  async update(kind: CategoryKind, id: string, patch: { name?: string; status?: ActiveStatus }) {
    const [row] = await this.db
      .update(categories)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(categories.kind, kind), eq(categories.id, id)))
      .returning();
    return row;
  }
}
