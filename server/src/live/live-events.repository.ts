import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { liveEvents, users } from '../db/schema.js';

/** A change as the stream sends it: what changed (resource and ids), how, and by whom. */
export interface LiveEvent {
  /** The event's place in commit order (the stream's event id, `Last-Event-ID`). */
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

/**
 * The events of an admin's notifications (issue 44): their ids are the admins notified, and the stream sends each
 * only to those admins, with their own id alone (events.routes.ts); the bell then asks for its list again. The trigger
 * of migration 0020 writes such events too.
 */
export const NOTIFICATION_EVENTS = 'notifications';

/** The channel of the database's NOTIFY, sent by the triggers of migration 0009 with one of `liveNotices`. */
export const LIVE_CHANNEL = 'live_events';
export const liveNotices = {
  /** Events were committed. */
  newEvents: 'events',
  /** Followed by the id of a session that ended. */
  sessionEnded: 'session-ended ',
} as const;

export class LiveEventsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the event; at commit the database numbers it and notifies every process's hub. `alongside` is another
   * write of the same change, an expression evaluated in the same statement (recordAudit's insert of its entry), so
   * the change's records cost one round trip.
   */
  async insert(change: LiveChange, alongside?: SQL) {
    const event = this.db.insert(liveEvents).values({
      resource: change.resource,
      ids: [...change.ids],
      action: change.action,
      actorId: change.actorId ?? null,
    });
    await (alongside ? this.db.execute(sql`with live_event as (${event.getSQL()}) select ${alongside}`) : event);
  }

  private select() {
    return this.db
      .select({
        position: liveEvents.position,
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

  /**
   * The committed events after `id`, in order, at most `limit`. Numbers are given in commit order, so what this
   * finds is every event after `id` committed so far: one committing later gets a higher number.
   */
  async after(id: number, limit: number): Promise<LiveEvent[]> {
    return (await this.select().where(gt(liveEvents.position, id)).orderBy(asc(liveEvents.position)).limit(limit)).map(
      toEvent,
    );
  }

  async lastId(): Promise<number> {
    const [row] = await this.db.select({ id: sql<string | null>`max(${liveEvents.position})` }).from(liveEvents);
    return Number(row?.id ?? 0);
  }

  async prune(olderThanHours: number) {
    await this.db
      .delete(liveEvents)
      .where(and(lt(liveEvents.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`)));
  }
}

const toEvent = (row: {
  position: number | null;
  resource: string;
  ids: string[];
  action: string;
  actorId: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
}): LiveEvent => ({
  id: row.position!,
  resource: row.resource,
  ids: row.ids,
  action: row.action,
  actor: row.actorId ? { adminID: row.actorId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() } : null,
  at: row.createdAt.toISOString(),
});
