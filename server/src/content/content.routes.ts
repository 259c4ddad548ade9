import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ExpectedField, statusConflictResponse, type ExpectedStatuses } from '../audit/status-conflicts.js';
import { pascalCase, singularOf } from '../lib/operation-ids.js';
import { PaginationSchema } from '../lib/pagination.js';
import { contextOf } from '../lib/request-context.js';
import { SPREADSHEET_CONTENT_TYPE, spreadsheetMessages, spreadsheetRule } from '../media/spreadsheet.js';
import { requireId } from '../lib/validate.js';
import { staleResponse, versionOf, withVersion } from '../lib/versions.js';
import { fileUploadForm, withUploadedFile } from '../media/upload.js';
import { IdParams, errorResponses } from '../lib/http-schemas.js';
import { routePath, type ContentKind, type DecidedStatus } from './content-kind.js';
import { DecidedStatusSchema, ListView, listViews } from './content-schemas.js';
import { ContentService } from './content.service.js';
import { needs } from '../lib/route-permissions.js';

/** A kind's calls of spec section 7, in the spec's order, with the kind's hand-written routes where it names them. */
export const contentRoutes =
  (kind: ContentKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    const service = new ContentService(kind, app.db, app.storage);
    const { paths, keys, messages, schemas, media } = kind;
    const tags = [kind.tag];
    const Item = schemas.item;
    // operationIds from the kind's answer key: listPosts, getPost, uploadPostImage, importPosts, ...
    const plural = pascalCase(keys.item);
    const one = singularOf(plural);
    app.auditedResources.register(keys.item, {
      get: (id, ctx) => service.get(id, ctx),
      // The status goes back on its own path (the status calls cannot undo a rejection), then the other fields.
      update: async (id, { [kind.fields.status]: status, ...fields }, ctx, version) => {
        let at: Date | undefined = version;
        if (status !== undefined) {
          const restored = (await service.restoreStatus(id, String(status), ctx, version)) as { updatedAt?: string };
          at = restored.updatedAt ? new Date(restored.updatedAt) : undefined;
        }
        return Object.keys(fields).length > 0 ? service.update(id, fields, ctx, at) : service.get(id, ctx);
      },
      fields: [kind.fields.status, ...Object.keys(schemas.update.properties)],
      files: {
        fields: Object.keys(media.sets.files),
        values: Object.keys(media.sets.values ?? {}),
        restore: (id, restored, ctx, version) => service.restoreUpload(id, restored, ctx, version),
      },
    });

    app.post(
      routePath(paths.create),
      {
        config: needs(kind.name, 'create'),
        schema: {
          operationId: `create${one}`,
          tags,
          summary: kind.docs.create,
          body: schemas.create,
          bodyRequired: schemas.createRequired,
          response: { 201: Type.Object({ message: Type.String(), [keys.id]: Type.String() }), ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          message: messages.created,
          [keys.id]: await service.create(request.body, contextOf(request)),
        }),
    );

    app.put(
      routePath(paths.media),
      {
        config: needs(kind.name, 'update'),
        schema: {
          operationId: `upload${pascalCase(media.field)}`,
          tags,
          summary: media.summary,
          description: media.description,
          ...fileUploadForm(media.field, media.rule, media.missing),
          params: IdParams,
          response: { 201: Type.Object({ message: Type.String(), ...media.response }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const id = requireId(request.params.id, kind.noun);
        const stored = await withUploadedFile(request, media.field, media.rule, media.missing, (file) =>
          service.setMedia(id, file, contextOf(request), request.log),
        );
        return reply.status(201).send({ message: media.message, ...stored });
      },
    );

    app.post(
      routePath(paths.import),
      {
        config: needs(kind.name, 'import'),
        schema: {
          operationId: `import${plural}`,
          tags,
          summary: kind.import.summary,
          description: kind.import.description,
          ...fileUploadForm(kind.import.field, spreadsheetRule, spreadsheetMessages.fileRequired),
          response: { 201: Type.Object({ message: Type.String(), importedCount: Type.Integer() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const importedCount = await withUploadedFile(
          request,
          kind.import.field,
          spreadsheetRule,
          spreadsheetMessages.fileRequired,
          (file) => service.import(file, contextOf(request)),
        );
        return reply.status(201).send({ message: 'File Uploaded successfully', importedCount });
      },
    );

    app.get(
      routePath(paths.template),
      {
        config: needs(kind.name, 'import'),
        schema: {
          operationId: `get${plural}ImportTemplate`,
          tags,
          summary: kind.import.templateSummary,
          produces: [SPREADSHEET_CONTENT_TYPE],
          // The handler sends a Buffer, which Fastify passes through unserialised.
          response: {
            200: Type.Unsafe<Buffer>(
              Type.String({
                format: 'binary',
                description: `The .xlsx file, sent as an attachment named ${kind.import.templateName}`,
              }),
            ),
          },
        },
      },
      async (_request, reply) =>
        reply
          .header('Content-Type', SPREADSHEET_CONTENT_TYPE)
          .header('Content-Disposition', `attachment; filename="${kind.import.templateName}"`)
          .send(service.importTemplate()),
    );

    app.get(
      routePath(paths.list),
      {
        config: needs(kind.name, 'list'),
        schema: {
          operationId: `list${plural}`,
          tags,
          summary: kind.list.summary,
          description: kind.list.description,
          params: Type.Object({ status: ListView }),
          pathValues: { status: listViews },
          querystring: Type.Object(kind.schemas.listQuery),
          response: {
            200: Type.Object({
              [keys.item]: Type.Object({ [keys.list]: Type.Array(Item), pagination: PaginationSchema }),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => ({
        [keys.item]: await service.list(
          request.params.status,
          request.query as Record<string, unknown> & { page: number },
          contextOf(request),
        ),
      }),
    );

    kind.routes?.afterList?.(app, kind);

    app.get(
      routePath(paths.get),
      {
        config: needs(kind.name, 'read'),
        schema: {
          operationId: `get${one}`,
          tags,
          summary: `One ${kind.noun.toLowerCase()} by its id`,
          params: IdParams,
          response: { 200: Type.Object({ [keys.item]: Item }), ...errorResponses },
        },
      },
      async (request) => ({ [keys.item]: await service.get(request.params.id, contextOf(request)) }),
    );

    app.put(
      routePath(paths.update),
      {
        config: needs(kind.name, 'update'),
        schema: {
          operationId: `update${one}`,
          tags,
          summary: kind.docs.update,
          params: IdParams,
          body: withVersion(schemas.update),
          response: {
            200: Type.Object({ message: Type.String(), [keys.item]: Item }),
            ...errorResponses,
            ...staleResponse(Item),
          },
        },
      },
      async (request) => ({
        message: messages.updated,
        [keys.item]: await service.update(request.params.id, request.body, contextOf(request), versionOf(request)),
      }),
    );

    if (paths.status) {
      app.put(
        routePath(paths.status),
        {
          config: needs(kind.name, 'status'),
          schema: {
            operationId: `publish${one}`,
            tags,
            summary: kind.docs.status,
            params: IdParams,
            body: Type.Object({ [kind.fields.status]: DecidedStatusSchema, expected: ExpectedField }),
            response: {
              200: Type.Object({ message: Type.String(), updatedCount: Type.Integer(), [keys.item]: Item }),
              ...errorResponses,
              ...statusConflictResponse,
            },
          },
        },
        async (request) => {
          const body = request.body as Record<string, unknown>;
          return {
            message: messages.statusUpdated,
            ...(await service.setStatus(
              request.params.id,
              body[kind.fields.status] as DecidedStatus,
              contextOf(request),
              body.expected as ExpectedStatuses,
            )),
          };
        },
      );
    }
    kind.routes?.status?.(app, kind);
  };

const LimitQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Most items per status group' }),
});

/** The reporter page's lists: one call per kind, its items grouped by status. */
export const reporterGroupsRoutes =
  (kinds: ContentKind[]): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const kind of kinds) {
      const service = new ContentService(kind, app.db, app.storage);
      const suffix = kind.keys.reporterGroups;
      const key = `reporter${suffix}`;
      const groups = {
        Published: `publishedReporter${suffix}`,
        Pending: `pendingReporter${suffix}`,
        Rejected: `rejectedReporter${suffix}`,
      };
      app.get(
        routePath(kind.paths.reporter),
        {
          config: needs(kind.name, 'list'),
          schema: {
            operationId: `listReporter${pascalCase(kind.keys.item)}`,
            tags: ['Reporters'],
            summary: kind.docs.reporter,
            description:
              'Published (scheduled ones included), Pending and Rejected, newest first, each group capped at limit.',
            params: IdParams,
            querystring: LimitQuery,
            response: {
              200: Type.Object({
                [key]: Type.Object({
                  [groups.Published]: Type.Array(kind.schemas.item),
                  [groups.Pending]: Type.Array(kind.schemas.item),
                  [groups.Rejected]: Type.Array(kind.schemas.item),
                }),
              }),
              ...errorResponses,
            },
          },
        },
        async (request) => {
          const found = await service.byReporter(request.params.id, request.query.limit, contextOf(request));
          return {
            [key]: {
              [groups.Published]: found.Published,
              [groups.Pending]: found.Pending,
              [groups.Rejected]: found.Rejected,
            },
          };
        },
      );
    }
  };
