import { and, count, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../lib/search.js';
import { posts, reporterCounts, users, type ReporterStatus, type UserRole } from '../db/schema.js';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const reporterRoles: UserRole[] = ['Reporter', 'GuestReporter'];

export interface PostCounts {
  publishedPostCount: number;
  trashedPostCount: number;
}

export const noPosts: PostCounts = { publishedPostCount: 0, trashedPostCount: 0 };

/** Which reporters a list shows; the list, the bulk status call by filter and the CSV export share it. */
export interface ReporterMatch {
  status: ReporterStatus;
  roles: UserRole[];
  search?: string;
}

export interface ReporterFilter extends ReporterMatch {
  offset: number;
  limit: number;
}

export type ExportRow = Pick<
  User,
  'firstName' | 'middleName' | 'lastName' | 'email' | 'mobileNumber' | 'role' | 'status'
>;

const reporterMatch = (match: ReporterMatch) =>
  and(
    eq(users.status, match.status),
    inArray(users.role, match.roles),
    match.search ? ilike(users.searchText, containsPattern(match.search.toLowerCase())) : undefined,
  );

/** The lists' order; the (status, created_at DESC, id DESC) index serves it, and the id breaks ties. */
const listOrder = [desc(users.createdAt), desc(users.id)];

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
      .select({ id: users.id, status: users.status, updatedAt: users.updatedAt })
      .from(users)
      .where(and(inArray(users.id, ids), inArray(users.role, reporterRoles)));
    return lock ? query.for('update') : query;
  }

  async countAdmins() {
    const [row] = await this.db.select({ value: count() }).from(users).where(eq(users.role, 'Admin'));
    return row.value;
  }

  /**
   * The active admins, locked until the surrounding transaction ends: two admins deactivating each other at the
   * same moment cannot both succeed and leave none.
   */
  async lockActiveAdmins() {
    return this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'Admin'), eq(users.status, 'Active')))
      .for('update');
  }

  /**
   * Records the time step of an accepted code only if it is later than the last one: of two requests with the same
   * code, on any replica, one wins. False means the code was used already.
   */
  async acceptTimeStep(id: string, timeStep: number) {
    const rows = await this.db
      .update(users)
      .set({ totpLastTimeStep: timeStep })
      .where(and(eq(users.id, id), or(isNull(users.totpLastTimeStep), lt(users.totpLastTimeStep, timeStep))))
      .returning({ id: users.id });
    return rows.length === 1;
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

  /**
   * Moves every reporter the match lists to `to` in one statement, so it is all or nothing and sees no race.
   * Reporters already in `to` are not touched; the count is of those that changed.
   */
  /** The ids of the reporters whose status changed. */
  async setStatusWhere(match: ReporterMatch, to: ReporterStatus) {
    const changed = await this.db
      .update(users)
      .set({ status: to, updatedAt: new Date() })
      .where(and(reporterMatch(match), ne(users.status, to)))
      .returning({ id: users.id });
    return changed.map((row) => row.id);
  }

  /** One page of reporters with their post counts, newest first; the search uses the trigram index. */
  async listReporters(filter: ReporterFilter) {
    const where = reporterMatch(filter);
    const [page, total] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(...listOrder)
        .limit(filter.limit)
        .offset(filter.offset),
      this.countReporters(filter),
    ]);
    const counts = await this.postCountsOf(page.map((user) => user.id));
    const rows = page.map((user) => ({ user, ...(counts.get(user.id) ?? noPosts) }));
    return { rows, total };
  }

  /**
   * How many reporters a match lists: without a search, a sum over the trigger-kept reporter_counts (a few rows,
   * however many reporters there are); with one, a count of the rows the trigram index finds.
   */
  async countReporters(match: ReporterMatch) {
    if (match.search) {
      const [{ total }] = await this.db.select({ total: count() }).from(users).where(reporterMatch(match));
      return total;
    }
    const [{ total }] = await this.db
      .select({ total: sql<number>`coalesce(sum(${reporterCounts.total}), 0)`.mapWith(Number) })
      .from(reporterCounts)
      .where(and(eq(reporterCounts.status, match.status), inArray(reporterCounts.role, match.roles)));
    return total;
  }

  /**
   * Every reporter the match lists, in the list's order, `batchSize` rows per query. Each batch starts after the
   * last row of the one before (keyset, on the list's index), so no query holds a transaction or a connection
   * between batches and a deep batch costs no more than the first. The cursor keeps created_at as PostgreSQL's
   * text: a JS Date would round its microseconds and skip or repeat rows.
   */
  async *exportReporters(match: ReporterMatch, batchSize: number): AsyncGenerator<ExportRow[]> {
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const batch = await this.db
        .select({
          firstName: users.firstName,
          middleName: users.middleName,
          lastName: users.lastName,
          email: users.email,
          mobileNumber: users.mobileNumber,
          role: users.role,
          status: users.status,
          id: users.id,
          // Aliased so that no ORDER BY can mistake the text for the column.
          createdAt: sql<string>`${users.createdAt}::text`.as('cursor'),
        })
        .from(users)
        .where(
          and(
            reporterMatch(match),
            after && sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(...listOrder)
        .limit(batchSize);
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
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
