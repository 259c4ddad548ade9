import { and, arrayContains, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client.js';
import { auditCounts, auditEntries } from '../db/schema.js';

export type AuditEntry = typeof auditEntries.$inferSelect;

/** The Activity list's filters, checked. `to` is exclusive. */
export interface AuditFilter {
  resource?: string;
  recordId?: string;
  /** An actor's id (roleID) or, for one without an account, the mobile number they used. */
  actorId?: string;
  actorMobile?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.resource === undefined ? undefined : eq(auditEntries.resource, filter.resource),
    filter.recordId === undefined ? undefined : arrayContains(auditEntries.recordIds, [filter.recordId]),
    filter.actorId === undefined ? undefined : eq(auditEntries.actorId, filter.actorId),
    filter.actorMobile === undefined ? undefined : eq(auditEntries.actorMobile, filter.actorMobile),
    filter.action === undefined ? undefined : eq(auditEntries.action, filter.action),
    filter.from === undefined ? undefined : gte(auditEntries.at, filter.from),
    filter.to === undefined ? undefined : lt(auditEntries.at, filter.to),
  );

const isUnfiltered = (filter: AuditFilter) => Object.values(filter).every((value) => value === undefined);

const newestFirst = [desc(auditEntries.at), desc(auditEntries.id)];

/** Reads of the audit log; entries are only written by recordAudit and only deleted by the retention purge. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  list(filter: AuditFilter, page: { offset: number; limit: number }) {
    return this.db
      .select()
      .from(auditEntries)
      .where(whereOf(filter))
      .orderBy(...newestFirst)
      .offset(page.offset)
      .limit(page.limit);
  }

  /** Unfiltered, the slots of audit_counts (a million entries would take a scan); filtered, the matching rows. */
  async count(filter: AuditFilter): Promise<number> {
    if (isUnfiltered(filter)) {
      const [row] = await this.db
        .select({ n: sql<string>`coalesce(sum(${auditCounts.entries}), 0)` })
        .from(auditCounts);
      return Number(row.n);
    }
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(whereOf(filter));
    return row.n;
  }

  /** Every matching entry, newest first, a batch at a time resuming after the last one (keyset). */
  async *batches(filter: AuditFilter, batchSize: number): AsyncGenerator<AuditEntry[]> {
    let after: AuditEntry | undefined;
    for (;;) {
      const resume =
        after && or(lt(auditEntries.at, after.at), and(eq(auditEntries.at, after.at), lt(auditEntries.id, after.id)));
      const batch = await this.db
        .select()
        .from(auditEntries)
        .where(and(whereOf(filter), resume))
        .orderBy(...newestFirst)
        .limit(batchSize);
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) return;
      after = batch[batch.length - 1];
    }
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(auditEntries).where(eq(auditEntries.id, id));
    return row;
  }

  /**
   * Deletes entries older than `before`, a batch at a time so a first purge of a large log holds no long lock, and
   * takes them off the count in the same statement.
   */
  async purgeOlderThan(before: Date, batchSize = 10_000): Promise<number> {
    let purged = 0;
    for (;;) {
      const [row] = await selectRows<{ n: number }>(
        this.db,
        sql`with gone as (
              delete from audit_entries where id in (
                select id from audit_entries where at < ${before} order by at limit ${batchSize}
              ) returning 1
            ),
            counted as (
              insert into audit_counts (slot, entries) values (0, -(select count(*) from gone))
              on conflict (slot) do update set entries = audit_counts.entries + excluded.entries
            )
            select count(*)::int as n from gone`,
      );
      purged += row.n;
      if (row.n < batchSize) return purged;
    }
  }
}
