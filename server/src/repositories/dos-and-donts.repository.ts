import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dosAndDonts } from '../db/schema.js';

export type DosAndDonts = typeof dosAndDonts.$inferSelect;

export interface DosAndDontsContent {
  title: string;
  points: string[];
}

/** The platform has one Dos and Don'ts page: at most one row, guarded by its unique `singleton` column. */
export class DosAndDontsRepository {
  constructor(private readonly db: Db) {}

  async find() {
    const [row] = await this.db.select().from(dosAndDonts).limit(1);
    return row;
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(dosAndDonts).where(eq(dosAndDonts.id, id));
    return row;
  }

  async insert(content: DosAndDontsContent) {
    const [row] = await this.db.insert(dosAndDonts).values(content).returning();
    return row;
  }

  async update(id: string, content: DosAndDontsContent) {
    const [row] = await this.db
      .update(dosAndDonts)
      .set({ ...content, updatedAt: new Date() })
      .where(eq(dosAndDonts.id, id))
      .returning();
    return row;
  }
}
