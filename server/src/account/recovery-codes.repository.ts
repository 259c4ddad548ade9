import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { recoveryCodes } from '../db/schema.js';

export class RecoveryCodesRepository {
  constructor(private readonly db: Db) {}

  /** Replaces every code of the user with the new set (already hashed). */
  async replace(userId: string, codeHashes: string[]) {
    await this.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    if (codeHashes.length > 0) {
      await this.db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    }
  }

  async list(userId: string) {
    return this.db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId));
  }

  async count(userId: string) {
    const [row] = await this.db.select({ value: count() }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    return row.value;
  }

  /** Uses a code up; false when a parallel request used it first. */
  async use(id: string) {
    const rows = await this.db
      .delete(recoveryCodes)
      .where(eq(recoveryCodes.id, id))
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }
}
