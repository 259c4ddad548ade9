import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client.js';
import { liveEvents, users } from '../db/schema.js';

/** A change as the stream sends it: what changed (resource and ids), how, and by whom. */
export interface LiveEvent {
  id: number;
  resource: string;
  ids: string[];
  action: string;
  actor: { adminID: string; name: string } | null;
  at: string;
}

export interface LiveChange {
  resource: string;
  ids: readonly string[];
  action: string;
  /** The admin who made the change; null for changes no admin made (e.g. a failed sign-in). */
  actorId?: string | null;
}

/** The channel of PostgreSQL's NOTIFY; the payload is the id of the live_events row. */
export const LIVE_CHANNEL = 'live_events';

export class LiveEventsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the event and, on PostgreSQL, notifies every process's listener when the transaction commits: one
   * statement, which also evaluates `alongside` (another write of the same change, as an expression: recordAudit's
   * insert of its entry), so a change and its other records cost one round trip.
   */
  async insert(change: LiveChange, alongside?: SQL) {
    const [row] = await selectRows<{ id: string }>(
      this.db,
      sql`with live_event as (
            insert into ${liveEvents} (resource, ids, action, actor_id)
            values (
              ${change.resource}, ${JSON.stringify(change.ids)}::jsonb, ${change.action}, ${change.actorId ?? null}::uuid
            )
            returning id
          )
          select id, pg_notify(${LIVE_CHANNEL}, id::text)${alongside ? sql`, ${alongside}` : sql``} from live_event`,
    );
    return Number(row.id);
  }

  private select() {
    return this.db
      .select({
        id: liveEvents.id,
        resource: liveEvents.resource,
        ids: liveEvents.ids,
        action: liveEvents.action,
        actorId: liveEvents.actorId,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: liveEvents.createdAt,
      })
      .from(liveEvents)
      .leftJoin(users, eq(users.id, liveEvents.actorId));
  }

  async after(id: number, limit = 1000): Promise<LiveEvent[]> {
    return (await this.select().where(gt(liveEvents.id, id)).orderBy(asc(liveEvents.id)).limit(limit)).map(toEvent);
  }

  async byIds(ids: number[]): Promise<LiveEvent[]> {
    return (await this.select().where(inArray(liveEvents.id, ids)).orderBy(asc(liveEvents.id))).map(toEvent);
  }

  async lastId(): Promise<number> {
    const [row] = await this.db.select({ id: sql<string | null>`max(${liveEvents.id})` }).from(liveEvents);
    return Number(row?.id ?? 0);
  }

  async prune(olderThanHours: number) {
    await this.db
      .delete(liveEvents)
      .where(and(lt(liveEvents.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`)));
  }
}

const toEvent = (row: {
  id: number;
  resource: string;
  ids: string[];
  action: string;
  actorId: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}): LiveEvent => ({
  id: row.id,
  resource: row.resource,
  ids: row.ids,
  action: row.action,
  actor: row.actorId ? { adminID: row.actorId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() } : null,
  at: row.createdAt.toISOString(),
});
