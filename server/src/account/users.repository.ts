import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The users table's queries of sign-in and accounts; reporters' own are server/src/reporters/queries.ts. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByMobileNumber(mobileNumber: string) {
    const [row] = await this.db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
    return row;
  }

  async countAdmins() {
    const [row] = await this.db.select({ value: count() }).from(users).where(eq(users.role, 'Admin'));
    return row.value;
  }

  /**
   * The active admins, locked until the surrounding transaction ends: two admins deactivating each other at the
   * same moment cannot both succeed and leave none.
   */
  async lockActiveAdmins() {
    return this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'Admin'), eq(users.status, 'Active')))
      .for('update');
  }

  /**
   * Records the time step of an accepted code only if it is later than the last one: of two requests with the same
   * code, on any replica, one wins. False means the code was used already.
   */
  async acceptTimeStep(id: string, timeStep: number) {
    const rows = await this.db
      .update(users)
      .set({ totpLastTimeStep: timeStep })
      .where(and(eq(users.id, id), or(isNull(users.totpLastTimeStep), lt(users.totpLastTimeStep, timeStep))))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async insert(values: NewUser) {
    const [row] = await this.db.insert(users).values(values).returning();
    return row;
  }

  async update(id: string, patch: Partial<NewUser>) {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }
}
