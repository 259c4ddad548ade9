import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notificationKinds, type NotificationKind } from '../db/schema.js';
import { errorResponses } from '../lib/http-schemas.js';
import { anyAdmin } from '../lib/route-permissions.js';
import { NotificationsService } from './notifications.service.js';

const Notification = Type.Object(
  {
    notificationID: Type.String({ format: 'uuid' }),
    kind: Type.Unsafe<NotificationKind>(
      Type.String({
        enum: [...notificationKinds],
        description:
          'assigned, mentioned, statusChanged (of a record the admin assigned or noted on), wentLive, backupFailed',
      }),
    ),
    resource: Type.Union([Type.String(), Type.Null()], {
      description: "The record's resource (posts, reporters, ...)",
    }),
    recordId: Type.Union([Type.String(), Type.Null()]),
    text: Type.String(),
    at: Type.String({ format: 'date-time' }),
    read: Type.Boolean(),
  },
  {
    examples: [
      {
        notificationID: '3c2b1a09-8f7e-4d6c-5b4a-392817065f4e',
        kind: 'assigned',
        resource: 'posts',
        recordId: '0b8f6a52-7d1e-4f3a-9c2b-5e6d7f8a9b0c',
        text: 'Asha Rao assigned you a post',
        at: '2026-11-29T10:15:00.000Z',
        read: false,
      },
    ],
  },
);
const tags = ['Notifications'];

/** The signed-in admin's own notifications (issue 44): every admin has theirs, so any signed-in admin may call. */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new NotificationsService(app.db);

  app.get(
    '/notifications',
    {
      config: anyAdmin,
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: "The caller's notifications, newest first (at most 100; kept 90 days), and how many are unread",
        description:
          'A new notification is announced on the event stream (`GET /api/events`) as a change of resource ' +
          "`notifications` whose ids are the caller's own admin id; the app then asks for this list again.",
        querystring: Type.Object({
          unread: Type.Optional(Type.Boolean({ description: 'true: only the unread ones' })),
        }),
        response: {
          200: Type.Object({ notifications: Type.Array(Notification), unread: Type.Integer({ minimum: 0 }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.list(request.user.sub, request.access, request.query.unread === true),
  );

  app.put(
    '/notifications/read',
    {
      config: anyAdmin,
      schema: {
        operationId: 'markNotificationsRead',
        tags,
        summary: 'Mark some of the caller\'s notifications read ("ids"), or all of them ("all": true)',
        body: Type.Object(
          {
            ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 500 })),
            all: Type.Optional(Type.Literal(true)),
          },
          { examples: [{ ids: ['3c2b1a09-8f7e-4d6c-5b4a-392817065f4e'] }, { all: true }] },
        ),
        response: {
          200: Type.Object({
            message: Type.String(),
            marked: Type.Integer({ minimum: 0 }),
            unread: Type.Integer({ minimum: 0 }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      message: 'Notifications marked read',
      ...(await service.markRead(request.user.sub, request.body)),
    }),
  );
};
