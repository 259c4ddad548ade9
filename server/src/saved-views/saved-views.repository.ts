import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { savedViewDefaults, savedViews, users } from '../db/schema.js';

export type SavedView = typeof savedViews.$inferSelect;
export type SavedViewFields = Pick<SavedView, 'name' | 'list' | 'query' | 'shared'>;

export class SavedViewsRepository {
  constructor(private readonly db: Db) {}

  /** The views of a list that `adminId` may use (their own and the shared ones), with owner names and defaults. */
  async visible(adminId: string, list: string) {
    return this.db
      .select({
        view: savedViews,
        ownerFirstName: users.firstName,
        ownerLastName: users.lastName,
        defaultOf: savedViewDefaults.adminId,
      })
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.ownerId))
      .leftJoin(
        savedViewDefaults,
        and(eq(savedViewDefaults.viewId, savedViews.id), eq(savedViewDefaults.adminId, adminId)),
      )
      .where(and(eq(savedViews.list, list), or(eq(savedViews.ownerId, adminId), eq(savedViews.shared, true))))
      .orderBy(savedViews.name, savedViews.createdAt);
  }

  async find(id: string) {
    const [row] = await this.db.select().from(savedViews).where(eq(savedViews.id, id));
    return row;
  }

  async insert(ownerId: string, fields: SavedViewFields) {
    const [row] = await this.db
      .insert(savedViews)
      .values({ ownerId, ...fields })
      .returning();
    return row;
  }

  async update(id: string, fields: Partial<SavedViewFields>) {
    const [row] = await this.db
      .update(savedViews)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(savedViews.id, id))
      .returning();
    return row;
  }

  async delete(id: string) {
    await this.db.delete(savedViews).where(eq(savedViews.id, id));
  }

  /** Makes `viewId` the admin's default of its list, replacing the one before. */
  async setDefault(adminId: string, list: string, viewId: string) {
    await this.db
      .insert(savedViewDefaults)
      .values({ adminId, list, viewId })
      .onConflictDoUpdate({ target: [savedViewDefaults.adminId, savedViewDefaults.list], set: { viewId } });
  }

  async clearDefault(adminId: string, viewId: string) {
    await this.db
      .delete(savedViewDefaults)
      .where(and(eq(savedViewDefaults.adminId, adminId), eq(savedViewDefaults.viewId, viewId)));
  }
}
