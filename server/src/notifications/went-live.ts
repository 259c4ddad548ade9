import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { selectRows } from '../db/client.js';
import { watermarks } from '../db/schema.js';
import type { DeskRecords } from '../lib/desk-records.js';
import { NOTIFICATION_EVENTS } from '../live/live-events.repository.js';
import { publishChange } from '../live/publish-change.js';
import { NotificationsRepository, type NewNotification } from './notifications.repository.js';

const JOB = 'wentLive';

/**
 * How far behind the clock the check stays: an item published a moment before its posting time by a transaction
 * that commits a moment after it is still seen by the span that covers that time.
 */
export const WENT_LIVE_SETTLE_MS = 10_000;

/**
 * "A scheduled item went live" (issue 44). A scheduled item goes live by the clock alone (nothing is written then), so
 * every process checks each minute, and the claim of the span of time since the last check (the `watermarks` row)
 * makes exactly one of them announce the items whose posting time fell in it. Notified, each once per item: its
 * assignee and who assigned it, the authors of its notes, and who published it (the latest create, import or
 * change of its status to Published in the audit log), when they are active admins.
 */
export class WentLive {
  constructor(
    private readonly db: Db,
    private readonly resources: readonly DeskRecords[],
  ) {}

  /** Claims the span up to `now` (less the settling time) and announces what went live in it; how many notified. */
  async check(now: Date) {
    const to = new Date(now.getTime() - WENT_LIVE_SETTLE_MS);
    return this.db.transaction(async (tx) => {
      await tx.insert(watermarks).values({ job: JOB, until: to }).onConflictDoNothing();
      // Another process that claimed a span meanwhile holds the row until it commits; this UPDATE then reads its
      // `until`, so the spans follow each other without a gap or an overlap.
      const [span] = await tx
        .update(watermarks)
        .set({ since: sql`${watermarks.until}`, until: to })
        .where(and(eq(watermarks.job, JOB), lt(watermarks.until, to)))
        .returning({ since: watermarks.since, until: watermarks.until });
      if (!span?.since) return 0;
      const rows: NewNotification[] = [];
      for (const records of this.resources) rows.push(...(await this.wentLiveIn(tx, records, span.since, span.until)));
      if (rows.length === 0) return 0;
      await new NotificationsRepository(tx).insert(rows);
      const admins = [...new Set(rows.map((row) => row.adminId))];
      await publishChange(tx, { resource: NOTIFICATION_EVENTS, ids: admins, action: 'create', actorId: null });
      return rows.length;
    });
  }

  /** The notifications of the records of one resource whose posting time is in (since, until]. */
  private async wentLiveIn(tx: Db, records: DeskRecords, since: Date, until: Date): Promise<NewNotification[]> {
    if (!records.goesLive) return [];
    const { status, time } = records.goesLive;
    const concerned = await selectRows<{ recordId: string; adminId: string }>(
      tx,
      sql`with live as (
            select ${records.table.id} as id from ${records.table}
             where ${status} = 'Published' and ${time} > ${since.toISOString()} and ${time} <= ${until.toISOString()}
          ), concerned as (
            select a.record_id as id, a.admin_id from desk_assignments a
             where a.resource = ${records.name} and a.record_id in (select id from live)
            union
            select a.record_id, a.assigned_by from desk_assignments a
             where a.resource = ${records.name} and a.record_id in (select id from live)
            union
            select n.record_id, n.author_id from desk_notes n
             where n.resource = ${records.name} and n.record_id in (select id from live)
            union
            select * from (
              select distinct on (r.id) r.id, e.actor_id
                from live r
                join audit_entries e on e.resource = ${records.recorded} and r.id::text = any (e.record_ids)
               where e.actor_id is not null
                 and (e.action in ('create', 'import') or exists (
                   select 1 from jsonb_array_elements(e.changes) c
                    where c->>'field' ~* 'status$' and c->>'after' = 'Published'))
               order by r.id, e.at desc
            ) publisher
          )
          select c.id::text as "recordId", c.admin_id::text as "adminId"
            from concerned c
            join users u on u.id = c.admin_id and u.role = 'Admin' and u.status = 'Active'`,
    );
    return concerned.map(({ recordId, adminId }) => ({
      adminId,
      kind: 'wentLive' as const,
      resource: records.name,
      recordId,
      text: `A scheduled ${records.noun.toLowerCase()} went live`,
    }));
  }
}
