import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../lib/search.js';
import { posts, users, type ReporterStatus, type UserRole } from '../db/schema.js';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const reporterRoles: UserRole[] = ['Reporter', 'GuestReporter'];

export interface PostCounts {
  publishedPostCount: number;
  trashedPostCount: number;
}

export const noPosts: PostCounts = { publishedPostCount: 0, trashedPostCount: 0 };

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

  /** Case-insensitive, as the unique index on lower(email) is. */
  async findByEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async findReporter(id: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, reporterRoles)));
    return row;
  }

  /** With `lock`, the rows stay locked until the surrounding transaction ends, so a bulk change sees no race. */
  async findReporters(ids: string[], { lock = false } = {}) {
    const query = this.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(inArray(users.id, ids), inArray(users.role, reporterRoles)));
    return lock ? query.for('update') : query;
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

  /** Moves one reporter only if it is still in `from`; undefined when it was not (or is not a reporter). */
  async setStatusIf(id: string, from: ReporterStatus, to: ReporterStatus) {
    const [row] = await this.db
      .update(users)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.status, from), inArray(users.role, reporterRoles)))
      .returning();
    return row;
  }

  /** One page of reporters with their post counts, newest first; the search uses the trigram index. */
  async listReporters(filter: ReporterFilter) {
    const where = and(
      eq(users.status, filter.status),
      inArray(users.role, filter.roles),
      filter.search ? ilike(users.searchText, containsPattern(filter.search.toLowerCase())) : undefined,
    );
    const [page, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    const counts = await this.postCountsOf(page.map((user) => user.id));
    const rows = page.map((user) => ({ user, ...(counts.get(user.id) ?? noPosts) }));
    return { rows, total };
  }

  async postCounts(id: string) {
    return (await this.postCountsOf([id])).get(id) ?? noPosts;
  }

  /**
   * Published and Rejected post counts per reporter, in one grouped query over the (reporter_id, status) index.
   * (A correlated subquery in a single-table select would lose its table qualifiers in Drizzle's SQL.)
   */
  private async postCountsOf(ids: string[]) {
    if (ids.length === 0) return new Map<string, PostCounts>();
    const rows = await this.db
      .select({
        reporterId: posts.reporterId,
        publishedPostCount: sql<number>`count(*) filter (where ${posts.status} = 'Published')`.mapWith(Number),
        trashedPostCount: sql<number>`count(*) filter (where ${posts.status} = 'Rejected')`.mapWith(Number),
      })
      .from(posts)
      .where(and(inArray(posts.reporterId, ids), inArray(posts.status, ['Published', 'Rejected'])))
      .groupBy(posts.reporterId);
    return new Map(rows.map(({ reporterId, ...counts }) => [reporterId, counts]));
  }
}
