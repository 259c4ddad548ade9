import fp from 'fastify-plugin';
import { MagazineRenderer } from '../magazines/renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders uploaded magazine PDFs to page images off the request path. */
    magazineRenderer: MagazineRenderer;
  }
}

/**
 * Runs this process's share of the magazine render queue from the moment the app is ready until it closes; closing
 * hands an unfinished render back to the queue, so a restart or another replica carries on with it.
 */
export const magazineRendererPlugin = fp(async (app) => {
  const renderer = new MagazineRenderer(app.db, app.storage, { log: app.log });
  app.decorate('magazineRenderer', renderer);
  app.addHook('onReady', async () => renderer.start());
  app.addHook('onClose', async () => renderer.stop());
});
