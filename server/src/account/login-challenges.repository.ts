import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginChallenges } from '../db/schema.js';

/** The challenge is 256 random bits, so a fast hash is enough to keep a database reader from using one. */
const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

export class LoginChallengesRepository {
  constructor(private readonly db: Db) {}

  /** A new challenge for a user whose password was right; answers the opaque text the client sends back. */
  async create(userId: string, ttlMinutes: number) {
    const challenge = randomBytes(32).toString('base64url');
    await this.db.insert(loginChallenges).values({
      tokenHash: hashOf(challenge),
      userId,
      expiresAt: sql`now() + ${sql.raw(`interval '${Math.trunc(ttlMinutes)} minutes'`)}`,
    });
    // Expired challenges go here rather than in a scheduled job: a sign-in is rare enough.
    await this.db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now()`));
    return challenge;
  }

  /** The user of a challenge that is still open. */
  async findUserId(challenge: string) {
    const [row] = await this.db
      .select({ userId: loginChallenges.userId })
      .from(loginChallenges)
      .where(and(eq(loginChallenges.tokenHash, hashOf(challenge)), gt(loginChallenges.expiresAt, sql`now()`)));
    return row?.userId;
  }

  /** Uses the challenge up; false when another request did first (or it expired meanwhile). */
  async consume(challenge: string) {
    const rows = await this.db
      .delete(loginChallenges)
      .where(and(eq(loginChallenges.tokenHash, hashOf(challenge)), gt(loginChallenges.expiresAt, sql`now()`)))
      .returning({ userId: loginChallenges.userId });
    return rows.length === 1;
  }

  async deleteForUser(userId: string) {
    await this.db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  }
}
