import { can, type Access } from '#contract/permissions';
import type { Db } from '../db/client.js';
import { badRequest } from '../lib/http-errors.js';
import { isUuid } from '../lib/validate.js';
import { NOTIFICATION_EVENTS } from '../live/live-events.repository.js';
import { publishChange } from '../live/publish-change.js';
import { NotificationsRepository, type NewNotification, type Notification } from './notifications.repository.js';

/** Notifications are kept this long (issue 44). */
export const KEEP_NOTIFICATIONS_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const BAD_READ = 'Send "ids" (a list of notification ids) or "all": true';

const notificationDto = (row: Notification) => ({
  notificationID: row.id,
  kind: row.kind,
  resource: row.resource,
  recordId: row.recordId,
  text: row.text,
  at: row.at.toISOString(),
  read: row.readAt !== null,
});

/**
 * Writes notifications in the transaction of what caused them, and tells the notified admins' streams. The actor is
 * never notified of their own doing.
 */
export const notify = async (tx: Db, actorId: string, rows: readonly NewNotification[]) => {
  const kept = rows.filter((row) => row.adminId !== actorId);
  if (kept.length === 0) return;
  await new NotificationsRepository(tx).insert(kept);
  const admins = [...new Set(kept.map((row) => row.adminId))];
  await publishChange(tx, { resource: NOTIFICATION_EVENTS, ids: admins, action: 'create', actorId });
};

/** An admin's notifications in the app (issue 44): the bell's list and its unread count. */
export class NotificationsService {
  private readonly repository: NotificationsRepository;

  constructor(private readonly db: Db) {
    this.repository = new NotificationsRepository(db);
  }

  /** Newest first; a notification of a resource the admin may no longer list (their role changed) is left out. */
  async list(adminId: string, access: Access, unreadOnly: boolean) {
    const rows = await this.repository.list(adminId, unreadOnly);
    return {
      notifications: rows
        .filter((row) => row.resource === null || can(access, row.resource, 'list'))
        .map(notificationDto),
      unread: await this.repository.unreadCount(adminId),
    };
  }

  async markRead(adminId: string, body: { ids?: unknown; all?: unknown }) {
    let ids: string[] | 'all';
    if (body.all === true) ids = 'all';
    else if (Array.isArray(body.ids) && body.ids.length > 0 && body.ids.every((id) => isUuid(id))) ids = body.ids;
    else throw badRequest(BAD_READ);
    return this.db.transaction(async (tx) => {
      const marked = await new NotificationsRepository(tx).markRead(adminId, ids);
      // The admin's other tabs update their bell.
      if (marked > 0)
        await publishChange(tx, { resource: NOTIFICATION_EVENTS, ids: [adminId], action: 'read', actorId: adminId });
      return { marked, unread: await new NotificationsRepository(tx).unreadCount(adminId) };
    });
  }

  /**
   * Deletes notifications older than 90 days, once a day across every process (the first to claim the day's row);
   * undefined when another process had claimed it.
   */
  async purgeOnceToday(now: Date) {
    if (!(await this.repository.claimDailyRun(NOTIFICATION_EVENTS, now.toISOString().slice(0, 10)))) return undefined;
    return this.repository.deleteOlderThan(new Date(now.getTime() - KEEP_NOTIFICATIONS_DAYS * DAY_MS));
  }
}
