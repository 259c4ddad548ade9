import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema.js';

export interface ThrottleRule {
  /** Attempts allowed within the window; the next one locks the key. */
  limit: number;
  windowMinutes: number;
  lockMinutes: number;
}

const interval = (minutes: number) => sql.raw(`interval '${Math.trunc(minutes)} minutes'`);

export class LoginAttemptsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts an attempt against a key before its password is checked, in one atomic statement (safe across
   * replicas and parallel requests): the count restarts when the window has passed, a locked key is not counted
   * further, and the attempt past the limit locks the key. Answers the lock's end when the attempt is refused.
   */
  async reserve(key: string, rule: ThrottleRule): Promise<Date | undefined> {
    const window = interval(rule.windowMinutes);
    const locked = sql`${loginAttempts.lockedUntil} > now()`;
    const windowOver = sql`${loginAttempts.windowStartedAt} < now() - ${window}`;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({
        key,
        failures: 1,
        windowStartedAt: sql`now()`,
        lockedUntil: rule.limit < 1 ? sql`now() + ${interval(rule.lockMinutes)}` : null,
      })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${locked} then ${loginAttempts.failures} when ${windowOver} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when not coalesce(${locked}, false) and ${windowOver} then now() else ${loginAttempts.windowStartedAt} end`,
          lockedUntil: sql`case when ${locked} then ${loginAttempts.lockedUntil} when not ${windowOver} and ${loginAttempts.failures} + 1 > ${rule.limit} then now() + ${interval(rule.lockMinutes)} else null end`,
        },
      })
      .returning({ lockedUntil: loginAttempts.lockedUntil });
    return row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : undefined;
  }

  /** Takes back an attempt that turned out not to be a failure (a success, or one refused by another key). */
  async release(key: string) {
    await this.db
      .update(loginAttempts)
      .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
      .where(eq(loginAttempts.key, key));
  }

  async clear(key: string) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  }
}
