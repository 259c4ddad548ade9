import { Type } from 'typebox';
import { webhookEvents } from '#contract/rules';
import { errorResponses } from '../lib/http-schemas.js';
import { contextOf } from '../lib/request-context.js';
import { needs } from '../lib/route-permissions.js';
import type { ResourceOverrides } from '../declared/declared-overrides.js';
import { DELIVERY_LOG_LIMIT, WebhooksService, refuseBlockedUrl } from './webhooks.service.js';

const tags = ['Webhooks'];
const HookParams = Type.Object({ webhookID: Type.String({ description: 'The webhook' }) });
const ExampleTime = '2026-11-29T03:20:00.000Z';

const Delivery = Type.Object(
  {
    deliveryID: Type.String({ description: 'The delivery (one event for this hook); Send again takes it' }),
    event: Type.Union(
      webhookEvents.map((event) => Type.Literal(event)),
      { description: 'The event delivered' },
    ),
    attempt: Type.Integer({ description: 'The attempt, from 1; 0 for a delivery not yet attempted' }),
    status: Type.Union([Type.Integer(), Type.Null()], {
      description: "The answer's HTTP status code; null when none came (see error) or not yet attempted",
    }),
    at: Type.String({ description: 'When the attempt was made (when the event was queued, for attempt 0)' }),
    error: Type.Union([Type.String(), Type.Null()], {
      description: 'Why no answer came, or why the address was refused',
    }),
    durationMs: Type.Union([Type.Integer(), Type.Null()], { description: 'How long the attempt took' }),
    state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')], {
      description:
        'Where the delivery stands: pending (another attempt due), delivered (a 2xx answer) or failed (retries over)',
    }),
    nextAt: Type.Union([Type.String(), Type.Null()], { description: 'When the next attempt is due, while pending' }),
  },
  {
    examples: [
      {
        deliveryID: '0f8fad5b-d9cb-469f-a165-70867728950e',
        event: 'published',
        attempt: 1,
        status: 200,
        at: ExampleTime,
        error: null,
        durationMs: 84,
        state: 'delivered',
        nextAt: null,
      },
    ],
  },
);

/**
 * What webhooks do beyond a declared resource: the address a save stores must not be, nor resolve to, a link-local
 * address, nor a private or loopback one unless allowed (the delivery checks again); the delivery log and 'Send
 * again'. Built per app, as whether private addresses are allowed is the app's setting.
 */
export const webhooksOverrides = (settings: { allowPrivate: boolean }): Pick<ResourceOverrides, 'save' | 'routes'> => ({
  save: {
    before: async (_tx, { patch }) => {
      if (typeof patch.url === 'string') await refuseBlockedUrl(patch.url, settings.allowPrivate);
    },
  },
  routes: async (app) => {
    const service = new WebhooksService(app.db);
    app.get(
      '/webhooks/:webhookID/deliveries',
      {
        config: needs('webhooks', 'read'),
        schema: {
          operationId: 'listWebhookDeliveries',
          tags,
          summary: "A webhook's delivery log: each attempt with its status code and time, newest first",
          description: `At most ${DELIVERY_LOG_LIMIT} rows. An event is attempted at once, then after 1 min, 5 min, 30 min, 2 h and every 6 h until a 2xx answer, for 24 h.`,
          params: HookParams,
          response: { 200: Type.Object({ deliveries: Type.Array(Delivery) }), ...errorResponses },
        },
      },
      async (request) => {
        const { webhookID } = request.params as { webhookID: string };
        return { deliveries: await service.deliveries(webhookID) };
      },
    );

    app.post(
      '/webhooks/:webhookID/deliveries/:deliveryID/send-again',
      {
        config: needs('webhooks', 'update'),
        schema: {
          operationId: 'sendWebhookDeliveryAgain',
          tags,
          summary: 'Send a delivery again now (Send again), whatever its attempts came to',
          description:
            'The same body and signature as before; a failure is retried by the backoff while the 24 h of the event last.',
          params: Type.Object({
            webhookID: Type.String({ description: 'The webhook' }),
            deliveryID: Type.String({ description: 'The delivery, from the log' }),
          }),
          response: {
            202: Type.Object(
              { message: Type.String(), deliveryID: Type.String() },
              {
                examples: [
                  { message: 'Delivery queued to be sent again', deliveryID: '0f8fad5b-d9cb-469f-a165-70867728950e' },
                ],
              },
            ),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { webhookID, deliveryID } = request.params as { webhookID: string; deliveryID: string };
        const answer = await service.sendAgain(webhookID, deliveryID, contextOf(request));
        app.webhookWorker.wake();
        return reply.status(202).send(answer);
      },
    );
  },
});
