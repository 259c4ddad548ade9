import { and, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../lib/search.js';
import { reporterCounts, users, type ReporterStatus, type UserRole } from '../db/schema.js';

export const reporterRoles: UserRole[] = ['Reporter', 'GuestReporter'];

/** Which reporters a list shows; the list, the status call by filter and the CSV export share it. */
export interface ReporterMatch {
  status: ReporterStatus;
  roles: UserRole[];
  search?: string;
}

export type ExportRow = Pick<
  typeof users.$inferSelect,
  'firstName' | 'middleName' | 'lastName' | 'email' | 'mobileNumber' | 'role' | 'status'
>;

export const reporterMatch = (match: ReporterMatch) =>
  and(
    eq(users.status, match.status),
    inArray(users.role, match.roles),
    match.search ? ilike(users.searchText, containsPattern(match.search.toLowerCase())) : undefined,
  );

/** The lists' order; the (status, created_at DESC, id DESC) index serves it, and the id breaks ties. */
export const listOrder = [desc(users.createdAt), desc(users.id)];

/** The queries of reporters beyond the declared ones: the status calls, the trigger-kept totals and the export. */
export class ReportersQueries {
  constructor(private readonly db: Db) {}

  /** With `lock`, the rows stay locked until the surrounding transaction ends, so a change sees no race. */
  async findReporters(ids: string[], { lock = false } = {}) {
    const query = this.db
      .select({ id: users.id, status: users.status, updatedAt: users.updatedAt })
      .from(users)
      .where(and(inArray(users.id, ids), inArray(users.role, reporterRoles)));
    return lock ? query.for('update') : query;
  }

  async setStatus(ids: string[], status: ReporterStatus) {
    await this.db.update(users).set({ status, updatedAt: new Date() }).where(inArray(users.id, ids));
  }

  /** Moves one reporter only if it is still in `from`; false when it was not (or is not a reporter). */
  async setStatusIf(id: string, from: ReporterStatus, to: ReporterStatus) {
    const rows = await this.db
      .update(users)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.status, from), inArray(users.role, reporterRoles)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /**
   * Moves every reporter the match lists to `to` in one statement, so it is all or nothing and sees no race.
   * Reporters already in `to` are not touched; answers the ids of those that changed.
   */
  async setStatusWhere(match: ReporterMatch, to: ReporterStatus) {
    const changed = await this.db
      .update(users)
      .set({ status: to, updatedAt: new Date() })
      .where(and(reporterMatch(match), ne(users.status, to)))
      .returning({ id: users.id });
    return changed.map((row) => row.id);
  }

  /**
   * How many reporters a match without a search lists: a sum over the trigger-kept reporter_counts (a few rows,
   * however many reporters there are).
   */
  async countReporters(match: ReporterMatch) {
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
}
