import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../lib/search.js';
import { posts, users, type ReporterStatus, type UserRole } from '../db/schema.js';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const reporterRoles: UserRole[] = ['Reporter', 'GuestReporter'];

export interface ReporterFilter {
  status: ReporterStatus;
  roles: UserRole[];
  search?: string;
  offset: number;
  limit: number;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByMobileNumber(mobileNumber: string) {
    const [row] = await this.db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
    return row;
  }

  async findReporter(id: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, reporterRoles)));
    return row;
  }

  async findReporters(ids: string[]) {
    return this.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(inArray(users.id, ids), inArray(users.role, reporterRoles)));
  }

  async countAdmins() {
    const [row] = await this.db.select({ value: count() }).from(users).where(eq(users.role, 'Admin'));
    return row.value;
  }

  async insert(values: NewUser) {
    const [row] = await this.db.insert(users).values(values).returning();
    return row;
  }

  async update(id: string, patch: Partial<NewUser>) {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async setStatus(ids: string[], status: ReporterStatus) {
    await this.db.update(users).set({ status, updatedAt: new Date() }).where(inArray(users.id, ids));
  }

  /** One page of reporters with their post counts, newest first; the search uses the trigram index. */
  async listReporters(filter: ReporterFilter) {
    const where = and(
      eq(users.status, filter.status),
      inArray(users.role, filter.roles),
      filter.search ? ilike(users.searchText, containsPattern(filter.search.toLowerCase())) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          user: users,
          publishedPostCount: sql<number>`(select count(*) from ${posts} where ${posts.reporterId} = ${users.id} and ${posts.status} = 'Published')`.mapWith(Number),
          trashedPostCount: sql<number>`(select count(*) from ${posts} where ${posts.reporterId} = ${users.id} and ${posts.status} = 'Rejected')`.mapWith(Number),
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total };
  }

  async postCounts(id: string) {
    const [row] = await this.db
      .select({
        publishedPostCount: sql<number>`count(*) filter (where ${posts.status} = 'Published')`.mapWith(Number),
        trashedPostCount: sql<number>`count(*) filter (where ${posts.status} = 'Rejected')`.mapWith(Number),
      })
      .from(posts)
      .where(eq(posts.reporterId, id));
    return row;
  }
}
