import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../lib/http-schemas.js';
import { PresenceService, presenceKey } from './presence.service.js';
import { anyAdmin } from '../lib/route-permissions.js';

const Key = Type.Object({
  resource: Type.String({ description: 'The resource of the record, e.g. posts, shorts, dailyQuotes, reporters' }),
  id: Type.String({ description: "The record's id" }),
});
const Viewers = Type.Object({
  viewers: Type.Array(Type.Object({ adminID: Type.String(), name: Type.String() }), {
    description: 'The other admins who have this record open',
  }),
});
const tags = ['Live'];

export const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = (userId: string) => new PresenceService(app.db, userId);

  app.put(
    '/presence',
    {
      config: anyAdmin,
      schema: {
        operationId: 'announcePresence',
        tags,
        summary: "I have this record's dialog open: sent on opening and every 20 seconds after (gone after 60)",
        description:
          'An arrival is announced on /api/events as `{"resource": "presence", "ids": ["<resource>/<id>"], "action": "open"}`.',
        body: Key,
        response: { 200: Viewers, ...errorResponses },
      },
    },
    async (request) => ({
      viewers: await service(request.user.sub).open(presenceKey(request.body.resource, request.body.id)),
    }),
  );

  app.get(
    '/presence',
    {
      config: anyAdmin,
      schema: {
        operationId: 'listPresence',
        tags,
        summary: 'Who else has this record open',
        querystring: Key,
        response: { 200: Viewers, ...errorResponses },
      },
    },
    async (request) => ({
      viewers: await service(request.user.sub).list(presenceKey(request.query.resource, request.query.id)),
    }),
  );

  app.delete(
    '/presence',
    {
      config: anyAdmin,
      schema: {
        operationId: 'endPresence',
        tags,
        summary: 'I closed the dialog (announced as action "close")',
        querystring: Key,
        response: { 200: Viewers, ...errorResponses },
      },
    },
    async (request) => {
      await service(request.user.sub).close(presenceKey(request.query.resource, request.query.id));
      return { viewers: [] };
    },
  );
};
