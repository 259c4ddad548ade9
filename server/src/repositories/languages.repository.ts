import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { languages, type ActiveStatus } from '../db/schema.js';

export type Language = typeof languages.$inferSelect;

export class LanguagesRepository {
  constructor(private readonly db: Db) {}

  listAll() {
    return this.db.select().from(languages).orderBy(asc(languages.name));
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(languages).where(eq(languages.id, id));
    return row;
  }

  async insert(name: string) {
    const [row] = await this.db.insert(languages).values({ name }).returning();
    return row;
  }

  async update(id: string, patch: { name?: string; status?: ActiveStatus }) {
    const [row] = await this.db
      .update(languages)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(languages.id, id))
      .returning();
    return row;
  }
}
