import fp from 'fastify-plugin';
import { AuditService } from '../audit/audit.service.js';

/** How often a process asks whether today's purge is still to do; only the first ask of a day does it. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * AUDIT_RETENTION_DAYS: entries older than that are deleted once a day (0 keeps everything). Every process checks
 * hourly and at start; the claim of the day's row (AuditService.purgeOnceToday) makes exactly one of them purge.
 */
export const auditRetentionPlugin = fp<{ retentionDays: number }>(async (app, { retentionDays }) => {
  if (retentionDays <= 0) return;
  const audit = new AuditService(app.db);
  const purge = async () => {
    try {
      const purged = await audit.purgeOnceToday(retentionDays);
      if (purged !== undefined) app.log.info({ purged, retentionDays }, 'audit entries purged');
    } catch (error) {
      // Tried again at the next check (tomorrow's claim at the latest); the API keeps serving meanwhile.
      app.log.error({ err: error }, 'audit purge failed');
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
