import { and, arrayContains, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client.js';
import { auditEntries, auditPurges, auditTallies } from '../db/schema.js';

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
  /** Only entries of these resources (those the admin may list, issue 40); undefined: all. */
  resources?: readonly string[];
  /** Only entries about records in the admin's languages (issue 40, auditInScope); undefined: all. */
  inScope?: SQL;
}

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.resource === undefined ? undefined : eq(auditEntries.resource, filter.resource),
    filter.resources === undefined ? undefined : inArray(auditEntries.resource, [...filter.resources]),
    filter.recordId === undefined ? undefined : arrayContains(auditEntries.recordIds, [filter.recordId]),
    filter.actorId === undefined ? undefined : eq(auditEntries.actorId, filter.actorId),
    filter.actorMobile === undefined ? undefined : eq(auditEntries.actorMobile, filter.actorMobile),
    filter.action === undefined ? undefined : eq(auditEntries.action, filter.action),
    filter.from === undefined ? undefined : gte(auditEntries.at, filter.from),
    filter.to === undefined ? undefined : lt(auditEntries.at, filter.to),
    filter.inScope,
  );

const DAY_MS = 86_400_000;
const dayStart = (time: Date, round: typeof Math.floor) => new Date(round(time.getTime() / DAY_MS) * DAY_MS);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * [from, to) as the whole days (UTC) inside it, which audit_tallies counts, and the parts of days at its ends
 * (`edges`), whose entries are counted one by one.
 */
const daysOf = ({ from, to }: AuditFilter) => {
  const first = from && dayStart(from, Math.ceil);
  const end = to && dayStart(to, Math.floor);
  if (first && end && first >= end) return { edges: [{ from, to }] };
  const edges: Pick<AuditFilter, 'from' | 'to'>[] = [];
  if (from && first && from < first) edges.push({ from, to: first });
  if (to && end && end < to) edges.push({ from: end, to });
  return { days: { first, end }, edges };
};

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

  /**
   * With recordId, the matching entries (a record has few, found through the GIN index); with a language scope too.
   * Otherwise the sum of the
   * tallies of the filter's actor, resource and action over the whole days inside [from, to), and the entries
   * themselves of the parts of days at its ends, in one statement (one snapshot of both).
   */
  async count(filter: AuditFilter): Promise<number> {
    const counted = (range: Pick<AuditFilter, 'from' | 'to'>) =>
      sql`(select count(*) from ${auditEntries} where ${whereOf({ ...filter, ...range }) ?? sql`true`})`;
    // The tallies know no record's language: an admin with a language scope has the entries counted one by one.
    if (filter.recordId !== undefined || filter.inScope !== undefined) {
      const [row] = await selectRows<{ n: string }>(this.db, sql`select ${counted({})} as n`);
      return Number(row.n);
    }
    const { days, edges } = daysOf(filter);
    // Without an actor, or with an actor alone, the one row a day of the filter's resource and action ('' for any);
    // with an actor and a resource or action, that actor's rows of each resource and action the filter allows.
    // An admin limited to some resources (issue 40) sums the rows of each of them instead of the row of any.
    const limited = filter.resources !== undefined;
    const eachOfActor =
      (filter.actorId !== undefined || filter.actorMobile !== undefined) &&
      (filter.resource !== undefined || filter.action !== undefined || limited);
    const ofResources = and(
      filter.resource === undefined ? undefined : eq(auditTallies.resource, filter.resource),
      limited ? inArray(auditTallies.resource, [...filter.resources!]) : undefined,
    );
    const tallied =
      days &&
      sql`(select coalesce(sum(${auditTallies.entries}), 0) from ${auditTallies} where ${and(
        eq(auditTallies.actorId, filter.actorId?.toLowerCase() ?? ''),
        eq(auditTallies.actorMobile, filter.actorMobile ?? ''),
        ...(eachOfActor
          ? [ofResources, filter.action === undefined ? undefined : eq(auditTallies.action, filter.action)]
          : [
              filter.resource !== undefined || limited ? ofResources : eq(auditTallies.resource, ''),
              eq(auditTallies.action, filter.action ?? ''),
            ]),
        days.first && gte(auditTallies.day, isoDay(days.first)),
        days.end && lt(auditTallies.day, isoDay(days.end)),
      )})`;
    const parts = [...(tallied ? [tallied] : []), ...edges.map(counted)];
    const [row] = await selectRows<{ n: string }>(this.db, sql`select ${sql.join(parts, sql` + `)} as n`);
    return Number(row.n);
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

  /**
   * Who last changed each record's `field` and when: the newest entry of `resource` naming the record whose changes
   * include the field (a status call's, a bulk change's, a revert's). Records without one are left out.
   */
  async lastChangesOf(resource: string, field: string, ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, { by: string | null; at: Date }>();
    const list = sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`;
    const rows = await selectRows<{ id: string; by: string | null; at: Date | string }>(
      this.db,
      sql`select distinct on (record_id) record_id as id, actor_name as by, at
            from ${auditEntries}, unnest(record_ids) as record_id
           where resource = ${resource} and record_ids && ${list} and record_id = any(${list})
             and changes @> ${JSON.stringify([{ field }])}::jsonb
           order by record_id, at desc, audit_entries.id desc`,
    );
    return new Map(rows.map((row) => [row.id, { by: row.by, at: new Date(row.at) }]));
  }

  async findById(id: string) {
    const [row] = await this.db.select().from(auditEntries).where(eq(auditEntries.id, id));
    return row;
  }

  /**
   * Deletes entries older than `before`, a batch at a time so a first purge of a large log holds no long lock; the
   * statement's trigger takes them off audit_tallies.
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
            )
            select count(*)::int as n from gone`,
      );
      purged += row.n;
      if (row.n < batchSize) return purged;
    }
  }

  /** Claims the purge of `day` (yyyy-MM-dd): true for exactly one caller, whichever process it runs in. */
  async claimPurge(day: string) {
    const claimed = await this.db.insert(auditPurges).values({ day }).onConflictDoNothing().returning();
    return claimed.length > 0;
  }

  async notePurged(day: string, purged: number) {
    await this.db.update(auditPurges).set({ purged }).where(eq(auditPurges.day, day));
  }
}
