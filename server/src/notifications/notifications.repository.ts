import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dailyRuns, notifications, type NotificationKind } from '../db/schema.js';

export type Notification = typeof notifications.$inferSelect;

export interface NewNotification {
  adminId: string;
  kind: NotificationKind;
  resource: string | null;
  recordId: string | null;
  text: string;
}

/** How many notifications a list answers, newest first. */
const LIST_LIMIT = 100;

export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(rows: readonly NewNotification[]) {
    if (rows.length > 0) await this.db.insert(notifications).values([...rows]);
  }

  async list(adminId: string, unreadOnly: boolean) {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.adminId, adminId), unreadOnly ? isNull(notifications.readAt) : undefined))
      .orderBy(desc(notifications.at), desc(notifications.id))
      .limit(LIST_LIMIT);
  }

  async unreadCount(adminId: string) {
    const [row] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.adminId, adminId), isNull(notifications.readAt)));
    return row.unread;
  }

  /** Marks the admin's own notifications read (all of them, or those of `ids`); the number marked. */
  async markRead(adminId: string, ids: readonly string[] | 'all') {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.adminId, adminId),
          isNull(notifications.readAt),
          ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** Claims today's cleanup for this process: true for exactly one process a day. */
  async claimDailyRun(job: string, day: string) {
    const rows = await this.db
      .insert(dailyRuns)
      .values({ job, day })
      .onConflictDoNothing()
      .returning({ day: dailyRuns.day });
    return rows.length === 1;
  }

  async deleteOlderThan(cutoff: Date) {
    const rows = await this.db
      .delete(notifications)
      .where(lt(notifications.at, cutoff))
      .returning({ id: notifications.id });
    return rows.length;
  }
}
