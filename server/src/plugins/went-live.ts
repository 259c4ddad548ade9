import fp from 'fastify-plugin';
import type { DeskRecords } from '../lib/desk-records.js';
import { WentLive } from '../notifications/went-live.js';
import { runPeriodically } from './periodic-job.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces the scheduled items that went live since the last check of any process. */
    wentLive: WentLive;
  }
}

/** Each process checks every minute; the claimed span makes one of them announce each item (WentLive). */
const CHECK_EVERY_MS = 60 * 1000;

export const wentLivePlugin = fp<{ resources: readonly DeskRecords[] }>(async (app, { resources }) => {
  const wentLive = new WentLive(
    app.db,
    resources.filter((records) => records.goesLive),
  );
  app.decorate('wentLive', wentLive);
  runPeriodically(app, {
    everyMs: CHECK_EVERY_MS,
    failure: 'went-live check failed',
    run: async () => {
      const notified = await wentLive.check(new Date());
      if (notified > 0) app.log.info({ notified }, 'scheduled items went live: admins notified');
    },
  });
});
