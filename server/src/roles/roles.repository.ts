import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminRoles, roles, users } from '../db/schema.js';

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

  /** Whether an admin holds the role. */
  async isHeld(roleId: string) {
    const [row] = await this.db
      .select({ userId: adminRoles.userId })
      .from(adminRoles)
      .where(eq(adminRoles.roleId, roleId))
      .limit(1);
    return Boolean(row);
  }

  /** The active admins who hold the role (lock the active admins first to count them safely). */
  async activeHolders(roleId: string) {
    const rows = await this.db
      .select({ id: users.id })
      .from(adminRoles)
      .innerJoin(users, eq(users.id, adminRoles.userId))
      .where(and(eq(adminRoles.roleId, roleId), eq(users.role, 'Admin'), eq(users.status, 'Active')));
    return rows.map((row) => row.id);
  }
}
