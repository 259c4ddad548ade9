import fp from 'fastify-plugin';
import { WebhookWorker, type WebhookSettings } from '../webhooks/webhook-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the webhooks' due deliveries off the request path. */
    webhookWorker: WebhookWorker;
  }
}

/** Runs this process's share of the webhook deliveries from the moment the app is ready until it closes. */
export const webhookWorkerPlugin = fp<{ settings: WebhookSettings }>(async (app, { settings }) => {
  const worker = new WebhookWorker(app.db, settings, app.log);
  app.decorate('webhookWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
