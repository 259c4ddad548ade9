import fp from 'fastify-plugin';
import { NotificationsService } from '../notifications/notifications.service.js';

/** How often a process asks whether today's cleanup is still to do; only the first ask of a day does it. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Notifications are kept 90 days (issue 44): every process checks hourly and at start, and the claim of the day's
 * row (NotificationsService.purgeOnceToday) makes exactly one of them delete the older ones.
 */
export const notificationsRetentionPlugin = fp(async (app) => {
  const notifications = new NotificationsService(app.db);
  const purge = async () => {
    try {
      const purged = await notifications.purgeOnceToday(new Date());
      if (purged !== undefined) app.log.info({ purged }, 'notifications older than 90 days deleted');
    } catch (error) {
      // Tried again at the next check; the API keeps serving meanwhile.
      app.log.error({ err: error }, 'notifications cleanup failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void purge();
    timer = setInterval(() => void purge(), CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
