import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminRoles, roles } from '../db/schema.js';

/** The queries of roles beyond the declared engine's: who holds which role. */
export class RolesRepository {
  constructor(private readonly db: Db) {}

  /** Gives the admin the roles of these names (the first admin's Owner); a role held already stays as it is. */
  async give(userId: string, names: readonly string[]) {
    if (names.length === 0) return;
    await this.db
      .insert(adminRoles)
      .select(
        this.db
          .select({ userId: sql<string>`${userId}::uuid`.as('user_id'), roleId: roles.id })
          .from(roles)
          .where(inArray(roles.name, [...names])),
      )
      .onConflictDoNothing();
  }

  /** The id of a built-in role. */
  async builtInId(name: string) {
    const [row] = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, name), eq(roles.builtIn, true)));
    return row?.id;
  }
}
