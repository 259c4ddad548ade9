import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSettings } from '../db/schema.js';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** Returns the stored value, storing `create()` first if there is none; concurrent starters agree on one value. */
  async getOrCreate(key: string, create: () => string): Promise<string> {
    await this.db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
    const [row] = await this.db.select().from(appSettings).where(eq(appSettings.key, key));
    return row.value;
  }
}

export const tokenSecret = (db: Db) =>
  new SettingsRepository(db).getOrCreate('jwt_secret', () => randomBytes(48).toString('base64url'));
