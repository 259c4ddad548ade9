import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

export class LoginAttemptsRepository {
  constructor(private readonly db: Db) {}

  async lockedUntil(key: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ lockedUntil: loginAttempts.lockedUntil })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, key));
    return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : undefined;
  }

  /**
   * Counts a failure in one atomic statement (safe across replicas): the count restarts when the window has
   * passed, and reaching `maxFailures` locks the key for `lockMinutes`.
   */
  async recordFailure(key: string, maxFailures: number, windowMinutes: number, lockMinutes: number) {
    const window = sql.raw(`interval '${windowMinutes} minutes'`);
    const lock = sql.raw(`interval '${lockMinutes} minutes'`);
    await this.db
      .insert(loginAttempts)
      .values({
        key,
        failures: 1,
        windowStartedAt: sql`now()`,
        lockedUntil: maxFailures <= 1 ? sql`now() + ${lock}` : null,
      })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStartedAt} < now() - ${window} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < now() - ${window} then now() else ${loginAttempts.windowStartedAt} end`,
          lockedUntil: sql`case when ${loginAttempts.windowStartedAt} >= now() - ${window} and ${loginAttempts.failures} + 1 >= ${maxFailures} then now() + ${lock} else ${loginAttempts.lockedUntil} end`,
        },
      });
  }

  async clear(key: string) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  }
}
