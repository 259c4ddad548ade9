import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { LiveHub } from './live-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    /** The responses of the open event streams, ended when the server closes (they would hold it open). */
    liveStreams: Set<ServerResponse>;
    liveHeartbeatMs: number;
  }
}

/** The process's LiveHub (issue 30): started with the app, and the open streams ended with it. */
export const livePlugin = fp<{ listenUrl?: string; heartbeatMs?: number }>(async (app, options) => {
  const hub = new LiveHub(app.db, options.listenUrl);
  await hub.start();
  app.decorate('live', hub);
  app.decorate('liveStreams', new Set<ServerResponse>());
  app.decorate('liveHeartbeatMs', options.heartbeatMs ?? 20_000);
  app.addHook('preClose', async () => {
    for (const stream of app.liveStreams) stream.end();
  });
  app.addHook('onClose', async () => hub.close());
});
