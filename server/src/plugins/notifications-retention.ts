import fp from 'fastify-plugin';
import { NotificationsService } from '../notifications/notifications.service.js';
import { runPeriodically } from './periodic-job.js';

/** How often a process asks whether today's cleanup is still to do; only the first ask of a day does it. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Notifications are kept 90 days (issue 44): every process checks hourly and at start, and the claim of the day's
 * row (NotificationsService.purgeOnceToday) makes exactly one of them delete the older ones.
 */
export const notificationsRetentionPlugin = fp(async (app) => {
  const notifications = new NotificationsService(app.db);
  runPeriodically(app, {
    everyMs: CHECK_EVERY_MS,
    failure: 'notifications cleanup failed',
    run: async () => {
      const purged = await notifications.purgeOnceToday(new Date());
      if (purged !== undefined) app.log.info({ purged }, 'notifications older than 90 days deleted');
    },
  });
});
