import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../lib/http-schemas.js';
import { NOTIFICATION_EVENTS, type LiveEvent } from './live-events.repository.js';
import { anyAdmin, mayListRecorded } from '../lib/route-permissions.js';
import { idsInScope, recordScopesOf } from '../lib/record-scope.js';

/** A client that reads slower than the events come is dropped (it reconnects and replays) rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const message = (event: LiveEvent) =>
  `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({
    resource: event.resource,
    ids: event.ids,
    action: event.action,
    actor: event.actor,
    at: event.at,
  })}\n\n`;

export const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      config: anyAdmin,
      schema: {
        operationId: 'streamEvents',
        tags: ['Live'],
        summary: 'The stream of changes (Server-Sent Events); send the token in the Authorization header',
        description:
          'Each write sends `event: change` with `id` and `data` `{"resource", "ids", "action", "actor": {"adminID", ' +
          '"name"} | null, "at"}`; ids follow the order in which the writes committed. The first message, ' +
          '`event: ready`, carries the id of the latest event. A comment line is sent every 20 seconds (heartbeat). ' +
          'A reconnect with `Last-Event-ID` first gets every event after that id that is still kept (6 hours). The ' +
          'stream ends when the token expires and as soon as its session ends (Sign Out, the session ended from ' +
          'My account or by a password change, the admin deactivated); reconnecting then answers 401.',
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String()) }),
        response: { 200: Type.String({ description: 'text/event-stream' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const lastEventId = Number(request.headers['last-event-id']);
      const resumeAfter = Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : undefined;

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      response.socket?.setNoDelay(true);

      // A write after the end (an event or heartbeat in the moment between the session's end and the close) would
      // be an uncaught error.
      const write = (text: string) => {
        if (!response.writableEnded && !response.destroyed) response.write(text);
      };
      let sent = resumeAfter ?? 0;
      const deliver = (event: LiveEvent) => {
        write(message(event));
        if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
      };
      // An admin whose role limits a kind to some languages (issue 40) gets its events with only the ids in those
      // languages, none when no id is: read from the kind's table, in turn, so the stream keeps the events' order.
      const scopes = new Map(
        recordScopesOf(request.access, app.languageScoped).map((scope) => [scope.recorded, scope]),
      );
      let scoping = Promise.resolve();
      const send = (event: LiveEvent) => {
        if (event.id <= sent) return;
        sent = event.id;
        if (event.resource === NOTIFICATION_EVENTS) {
          // Each admin hears of their own notifications only, in the stream's order.
          if (!event.ids.includes(request.user.sub)) return;
          const own = { ...event, ids: [request.user.sub] };
          if (scopes.size === 0) return deliver(own);
          scoping = scoping.then(() => deliver(own));
          return;
        }
        // Nothing of a resource the admin may not list (issue 40); events carry ids only, no fields to hide.
        if (!mayListRecorded(request.access, event.resource)) return;
        const scope = scopes.get(event.resource);
        if (!scope && scopes.size === 0) return deliver(event);
        scoping = scoping
          .then(async () => {
            if (!scope) return deliver(event);
            const inScope = await idsInScope(app.db, scope, event.ids);
            const ids = event.ids.filter((id) => inScope.has(id));
            if (ids.length > 0) deliver({ ...event, ids });
          })
          .catch(() => {
            response.destroy();
          });
      };
      // Events arriving while the missed ones are read wait, so the stream keeps their order.
      let waiting: LiveEvent[] | undefined = [];
      const unsubscribe = app.live.subscribe({
        sessionId: request.user.sid,
        onEvent: (event) => (waiting ? waiting.push(event) : send(event)),
        heartbeat: () => write(': heartbeat\n\n'),
        end: () => response.end(),
      });

      const expiresAt = (request.user as { exp?: number }).exp;
      const expiry = setTimeout(() => response.end(), expiresAt ? Math.max(0, expiresAt * 1000 - Date.now()) : 0);
      response.on('close', () => {
        clearTimeout(expiry);
        unsubscribe();
      });

      try {
        const latest = await app.live.lastId();
        write(`retry: 2000\nid: ${resumeAfter ?? latest}\nevent: ready\ndata: {"lastEventId":${latest}}\n\n`);
        if (resumeAfter !== undefined) for await (const event of app.live.replay(resumeAfter)) send(event);
        else sent = latest;
        for (const event of waiting) send(event);
        waiting = undefined;
      } catch {
        response.destroy();
      }
    },
  );
};
