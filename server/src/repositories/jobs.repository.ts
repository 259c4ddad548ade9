import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { expiringOn, type DayRange } from './ending-within.js';

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** Active through the expiry day, expired from the day after. */
export type JobPhase = 'active' | 'expired';

export interface JobFilter {
  phase: JobPhase;
  /** yyyy-MM-dd of the current day in the server's time zone. */
  today: string;
  /** Active jobs created at or after this moment. */
  createdSince?: Date;
  /** Expired jobs whose expiry day is this yyyy-MM-dd or later. */
  expiredSince?: string;
  /** Active jobs whose expiry day is in this range (the dashboard's "expiring within N days"). */
  expiring?: DayRange;
  offset: number;
  limit: number;
}

export class JobsRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of active jobs (newest first, jobs_created_idx) or expired jobs (latest expiry first,
   * jobs_expiry_idx). The split is made against today's date, so no task has to move jobs between states.
   */
  async list(filter: JobFilter) {
    const active = filter.phase === 'active';
    const where = active
      ? and(
          gte(jobs.expiryDate, filter.today),
          filter.createdSince ? gte(jobs.createdAt, filter.createdSince) : undefined,
          filter.expiring ? expiringOn(jobs.expiryDate, filter.expiring) : undefined,
        )
      : and(
          lt(jobs.expiryDate, filter.today),
          filter.expiredSince ? gte(jobs.expiryDate, filter.expiredSince) : undefined,
        );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(...(active ? [] : [desc(jobs.expiryDate)]), desc(jobs.createdAt), desc(jobs.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ total: count() }).from(jobs).where(where),
    ]);
    return { rows, total };
  }

  async findById(id: string, { forUpdate = false } = {}) {
    const query = this.db.select().from(jobs).where(eq(jobs.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  async insert(values: NewJob) {
    const [row] = await this.db.insert(jobs).values(values).returning();
    return row;
  }

  async update(id: string, patch: Partial<NewJob>) {
    const [row] = await this.db
      .update(jobs)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning();
    return row;
  }

  /** Answers the deleted job's image keys, or undefined when there was no such job. */
  async delete(id: string) {
    const [row] = await this.db.delete(jobs).where(eq(jobs.id, id)).returning();
    return row;
  }

  /** One statement, so concurrent views never lose a count; answers the new count, undefined for no job. */
  async addView(id: string) {
    const [row] = await this.db
      .update(jobs)
      .set({ views: sql`${jobs.views} + 1` })
      .where(eq(jobs.id, id))
      .returning({ views: jobs.views });
    return row?.views;
  }
}
