import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { presence, users } from '../db/schema.js';

export interface PresenceKey {
  resource: string;
  recordId: string;
}

export class PresenceRepository {
  constructor(private readonly db: Db) {}

  /** Marks the admin as viewing; answers whether they were not already (an arrival to announce). */
  async touch(adminId: string, key: PresenceKey) {
    const [row] = await this.db
      .insert(presence)
      .values({ adminId, ...key })
      .onConflictDoUpdate({
        target: [presence.adminId, presence.resource, presence.recordId],
        set: { seenAt: sql`now()` },
      })
      // xmax is 0 for a row this statement inserted, not one it updated.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    return row.inserted;
  }

  async leave(adminId: string, key: PresenceKey) {
    const rows = await this.db
      .delete(presence)
      .where(
        and(eq(presence.adminId, adminId), eq(presence.resource, key.resource), eq(presence.recordId, key.recordId)),
      )
      .returning({ adminId: presence.adminId });
    return rows.length > 0;
  }

  /** The other admins seen on the record since `since`. */
  others(adminId: string, key: PresenceKey, since: Date) {
    return this.db
      .select({ adminID: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(presence)
      .innerJoin(users, eq(users.id, presence.adminId))
      .where(
        and(
          eq(presence.resource, key.resource),
          eq(presence.recordId, key.recordId),
          ne(presence.adminId, adminId),
          gt(presence.seenAt, since),
        ),
      )
      .orderBy(users.firstName, users.lastName);
  }

  async prune(before: Date) {
    await this.db.delete(presence).where(lt(presence.seenAt, before));
  }
}
