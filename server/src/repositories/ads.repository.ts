import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ads } from '../db/schema.js';
import { adsEndingIn, type TimeRange } from './ending-within.js';

export type Ad = typeof ads.$inferSelect;
export type NewAd = typeof ads.$inferInsert;

export type AdPhase = 'running' | 'expired';

export interface AdFilter {
  phase: AdPhase;
  now: Date;
  /** Running ads only: those ending within this range (the dashboard's "ending within N days"). */
  ending?: TimeRange;
  offset: number;
  limit: number;
}

export class AdsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of running ads (not yet expired, newest start first, on ads_start_idx) or expired ads (latest
   * expiry first, on ads_expiry_idx). The split is made against `now`, so no job has to move ads between states.
   */
  async list(filter: AdFilter) {
    const running = filter.phase === 'running';
    const where = running
      ? and(gt(ads.expiryAt, filter.now), filter.ending ? adsEndingIn(filter.ending) : undefined)
      : lte(ads.expiryAt, filter.now);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(ads)
        .where(where)
        .orderBy(running ? desc(ads.startAt) : desc(ads.expiryAt), desc(ads.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ total: count() }).from(ads).where(where),
    ]);
    return { rows, total };
  }

  async findById(id: string, { forUpdate = false } = {}) {
    const query = this.db.select().from(ads).where(eq(ads.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  async insert(values: NewAd) {
    const [row] = await this.db.insert(ads).values(values).returning();
    return row;
  }

  async update(id: string, patch: Partial<NewAd>) {
    const [row] = await this.db
      .update(ads)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(ads.id, id))
      .returning();
    return row;
  }
}
