import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SavedViewsService } from './saved-views.service.js';
import { Message, errorResponses, refusedWhenLeftOut } from '../lib/http-schemas.js';
import { anyAdmin } from '../lib/route-permissions.js';
import { rules } from '#contract/rules';

const Query = Type.Record(Type.String(), Type.String(), {
  description: "The list's URL parameters (filter, sort, order, perPage, ...), at most 20",
});
const SavedView = Type.Object({
  viewID: Type.String(),
  name: Type.String(),
  list: Type.String({ description: 'The list path in the app, e.g. /posts/new-post' }),
  query: Query,
  shared: Type.Boolean({ description: 'Offered to every admin; otherwise only to its owner' }),
  owner: Type.Object({ adminID: Type.String(), name: Type.String() }),
  mine: Type.Boolean({ description: 'Whether the caller owns it (and so may change or delete it)' }),
  isDefault: Type.Boolean({ description: "The caller's default view of this list" }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
const ViewParams = Type.Object({ viewID: Type.String() });
const ViewResult = Type.Object({ message: Type.String(), view: SavedView });
const name = Type.Optional(Type.String({ description: 'Required, at most 60 characters' }));
const shared = Type.Optional(Type.Boolean({ default: false }));
const isDefault = Type.Optional(Type.Boolean({ description: "Also make it the caller's default of its list" }));
const tags = ['Saved views'];

export const savedViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = (userId: string) => new SavedViewsService(app.db, userId);

  app.get(
    '/views',
    {
      config: anyAdmin,
      schema: {
        operationId: 'listSavedViews',
        tags,
        summary: "A list's saved views that the caller may use: their own and the shared ones",
        querystring: Type.Object({ list: Type.String({ description: 'The list path, e.g. /posts/new-post' }) }),
        response: { 200: Type.Object({ views: Type.Array(SavedView) }), ...errorResponses },
      },
    },
    async (request) => ({ views: await service(request.user.sub).list(request.query.list) }),
  );

  app.post(
    '/views',
    {
      config: anyAdmin,
      schema: {
        operationId: 'createSavedView',
        tags,
        summary: "Save a list's filters, search, sort and page size under a name",
        body: Type.Object({
          name,
          list: Type.Optional(Type.String({ description: 'The list path, e.g. /posts/new-post' })),
          query: Type.Optional(Query),
          shared,
          isDefault,
        }),
        bodyRequired: refusedWhenLeftOut(rules.savedView),
        response: {
          201: Type.Object({ message: Type.String(), viewID: Type.String(), view: SavedView }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const view = await service(request.user.sub).create(request.body);
      return reply.status(201).send({ message: 'View saved', viewID: view.viewID, view });
    },
  );

  app.put(
    '/views/:viewID',
    {
      config: anyAdmin,
      schema: {
        operationId: 'updateSavedView',
        tags,
        summary: 'Rename a view, change its parameters or whether it is shared (its owner only; 403 otherwise)',
        params: ViewParams,
        body: Type.Object({ name, query: Type.Optional(Query), shared: Type.Optional(Type.Boolean()) }),
        response: { 200: ViewResult, ...errorResponses },
      },
    },
    async (request) => ({
      message: 'View updated',
      view: await service(request.user.sub).update(request.params.viewID, request.body),
    }),
  );

  app.put(
    '/views/:viewID/default',
    {
      config: anyAdmin,
      schema: {
        operationId: 'setDefaultSavedView',
        tags,
        summary: "Make a view (the caller's own or a shared one) the caller's default of its list, or stop",
        params: ViewParams,
        body: Type.Object({ isDefault: Type.Boolean() }),
        response: { 200: ViewResult, ...errorResponses },
      },
    },
    async (request) => ({
      message: request.body.isDefault ? 'Default view set' : 'Default view removed',
      view: await service(request.user.sub).setDefault(request.params.viewID, request.body.isDefault),
    }),
  );

  app.delete(
    '/views/:viewID',
    {
      config: anyAdmin,
      schema: {
        operationId: 'deleteSavedView',
        tags,
        summary: 'Delete a view (its owner only; 403 otherwise)',
        params: ViewParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await service(request.user.sub).delete(request.params.viewID);
      return { message: 'View deleted' };
    },
  );
};
