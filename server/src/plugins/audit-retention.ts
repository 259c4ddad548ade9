import fp from 'fastify-plugin';
import { AuditService, retentionCutoff } from '../audit/audit.service.js';
import { deleteRetiredMedia } from '../media/images.js';
import { runPeriodically } from './periodic-job.js';

/** How often a process asks whether today's purge is still to do; only the first ask of a day does it. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * AUDIT_RETENTION_DAYS: entries older than that are deleted once a day (0 keeps everything), and with them the files
 * uploads replaced before then, which no entry left can put back. Every process checks hourly and at start; the claim
 * of the day's row (AuditService.purgeOnceToday) makes exactly one of them purge. A failed purge is tried again at
 * the next check (tomorrow's claim at the latest).
 */
export const auditRetentionPlugin = fp<{ retentionDays: number }>(async (app, { retentionDays }) => {
  if (retentionDays <= 0) return;
  const audit = new AuditService(app.db);
  runPeriodically(app, {
    everyMs: CHECK_EVERY_MS,
    failure: 'audit purge failed',
    run: async () => {
      const now = new Date();
      const purged = await audit.purgeOnceToday(retentionDays, now);
      if (purged === undefined) return;
      const files = await deleteRetiredMedia({ storage: app.storage, db: app.db }, retentionCutoff(retentionDays, now));
      app.log.info({ purged, files, retentionDays }, 'audit entries and replaced files purged');
    },
  });
});
