import fp from 'fastify-plugin';
import { LiveHub } from './live-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/** The process's LiveHub (issue 30): started with the app, and the open streams ended with it. */
export const livePlugin = fp<{ listenUrl?: string; heartbeatMs?: number }>(async (app, options) => {
  const hub = new LiveHub(app.db, { listenUrl: options.listenUrl, heartbeatMs: options.heartbeatMs ?? 20_000 });
  await hub.start();
  app.decorate('live', hub);
  // Open streams would hold the server open.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.close());
});
