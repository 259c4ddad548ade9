import { inArray, lt, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client.js';
import { retiredMedia } from '../db/schema.js';

/** Files an upload replaced, kept while a revert can put them back (see retiredMedia in the schema). */
export class RetiredMediaRepository {
  constructor(private readonly db: Db) {}

  async retire(keys: readonly string[]) {
    if (keys.length === 0) return;
    await this.db
      .insert(retiredMedia)
      .values(keys.map((key) => ({ key })))
      .onConflictDoNothing();
  }

  /** Takes `keys` off the list, as a record points at them again. */
  async reinstate(keys: readonly string[]) {
    if (keys.length === 0) return;
    await this.db.delete(retiredMedia).where(inArray(retiredMedia.key, [...keys]));
  }

  /** A record points at `restored` again instead of `replaced` (a revert of an upload); nulls are no file. */
  async exchange(restored: readonly (string | null)[], replaced: readonly unknown[]) {
    const keys = (values: readonly unknown[]) =>
      values.filter((key): key is string => typeof key === 'string' && !!key);
    await this.reinstate(keys(restored));
    await this.retire(keys(replaced).filter((key) => !restored.includes(key)));
  }

  /** Whether each of `keys` is still kept. */
  async kept(keys: readonly string[]) {
    if (keys.length === 0) return new Set<string>();
    const rows = await this.db
      .select({ key: retiredMedia.key })
      .from(retiredMedia)
      .where(inArray(retiredMedia.key, [...keys]));
    return new Set(rows.map((row) => row.key));
  }

  /** Takes off up to `limit` files retired before `before` and answers their keys, for the purge to delete. */
  async takeRetiredBefore(before: Date, limit: number) {
    const rows = await selectRows<{ key: string }>(
      this.db,
      sql`delete from ${retiredMedia} where ${retiredMedia.key} in (
            select ${retiredMedia.key} from ${retiredMedia} where ${lt(retiredMedia.retiredAt, before)} limit ${limit}
          ) returning ${retiredMedia.key} as key`,
    );
    return rows.map((row) => row.key);
  }
}
