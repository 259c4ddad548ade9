import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { nounOf, statusFieldOf, type FieldDeclaration, type ResourceDeclaration } from '#contract/resource';
import { messages } from '#contract/rules';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { contextOf } from '../lib/request-context.js';
import { requireId } from '../lib/validate.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { imageRule } from '../media/images.js';
import { fileUploadForm, withUploadedFile } from '../media/upload.js';
import { IdParams, NullableString, OptionalString, errorResponses } from '../routes/schemas.js';
import { declaredOperation, type DeclaredCall } from './declared-operations.js';
import { overridesOf, type Overrides } from './declared-overrides.js';
import { hasHandWrittenTable } from './declared-table.js';
import { DeclaredService, isInput, type DeclaredListQuery } from './declared.service.js';

/** What an image upload answers (the spec shows no message for it). */
const IMAGE_UPLOADED = 'Image uploaded successfully';

/** Fastify's `:id` for the spec's `{id}`. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The path's one parameter, `{id}` or named after the id (`/admins/{roleID}`). */
const paramsOf = (path: string) => {
  const name = /\{(\w+)\}/.exec(path)?.[1] ?? 'id';
  return name === 'id' ? IdParams : Type.Object({ [name]: Type.String() });
};

/** The record's id from the path's one parameter. */
const idOf = (params: unknown) => String(Object.values(params as Record<string, unknown>)[0]);

const described = (description: string | undefined) => (description ? { description } : {});

const answerSchema = (field: FieldDeclaration, derived: boolean): TSchema | undefined => {
  switch (field.type) {
    case 'timestamp':
      return field.empty ? NullableString : Type.String(described(field.describe));
    case 'text':
    case 'status':
      return Type.String(described(field.describe));
    case 'datetime':
      // A derived table keeps an optional date as null; hand-written ones say so themselves.
      return derived ? NullableString : Type.String(described(field.describe));
    case 'image':
      return NullableString;
    case 'boolean':
      return Type.Boolean(described(field.describe));
    case 'password':
      return undefined;
    case 'reporter':
      return Type.Object({
        roleID: Type.String(),
        profilePic: NullableString,
        firstName: Type.String(),
        lastName: Type.String(),
      });
  }
};

/** The record as every call of the resource answers it. */
export const recordSchema = (declaration: ResourceDeclaration) => {
  const derived = !hasHandWrittenTable(declaration);
  return Type.Object({
    [declaration.id]: Type.String(),
    ...Object.fromEntries(
      Object.entries(declaration.fields).flatMap(([key, field]) => {
        const schema = answerSchema(field, derived);
        return schema ? [[key, schema]] : [];
      }),
    ),
    ...('updatedAt' in declaration.fields
      ? {}
      : {
          updatedAt: Type.String({
            format: 'date-time',
            description: 'Send it back with an update to refuse a stale save',
          }),
        }),
  });
};

/**
 * The fields a create or update body may carry; the service checks them against the declared rules. A create also
 * takes the password, an update that sets the status the status.
 */
const bodySchema = (declaration: ResourceDeclaration, call: 'create' | 'update') => {
  const statusKey = declaration.api.update?.status ? statusFieldOf(declaration) : undefined;
  return Type.Object(
    Object.fromEntries(
      Object.entries(declaration.fields)
        .filter(
          ([key, field]) =>
            isInput(field) ||
            (call === 'create' && field.type === 'password') ||
            (call === 'update' && key === statusKey),
        )
        .map(([key, field]) => [
          key,
          OptionalString(field.input ?? (field.type === 'status' ? field.values.join(' or ') : undefined)),
        ]),
    ),
  );
};

/** The keys a create answers once beside the record (a generated one-time password). */
const onceSchema = (declaration: ResourceDeclaration) =>
  Object.fromEntries(
    Object.values(declaration.fields).flatMap((field) =>
      field.type === 'password' && field.oneTime
        ? [[field.oneTime.key, Type.Optional(Type.String({ description: 'Generated, answered this once' }))]]
        : [],
    ),
  );

const searchLabel = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields)
    .filter(([, field]) => field.search)
    .map(([key, field]) => field.label ?? key);

/** The routes of one declared resource, with the schemas (so the OpenAPI document) built from its fields. */
const resourceRoutes = async (app: FastifyInstance, declaration: ResourceDeclaration, overrides: Overrides) => {
  const { api } = declaration;
  const service = new DeclaredService(app.db, declaration, overrides);
  if (declaration.api.update)
    app.auditedResources.register(declaration.name, {
      get: (id, ctx) => service.get(id, ctx),
      update: (id, body, ctx, version) => service.saveAtVersion(id, body, ctx, version),
      fields: Object.keys(bodySchema(declaration, 'update').properties),
      files: {
        fields: Object.keys(service.uploadColumns().files),
        restore: (id, restored, ctx, version) => service.restoreUpload(id, restored, ctx, version),
      },
    });
  const tags = [api.tag];
  const Record = recordSchema(declaration);
  const Body = bodySchema(declaration, 'update');
  // Every call's operationId, summary and description come from the declaration (declared-operations.ts).
  const info = (call: DeclaredCall, endpoint: { summary?: string; description?: string; message?: string }) => ({
    tags,
    ...declaredOperation(declaration, call, endpoint),
  });

  const { list } = api;
  if (list) {
    const groups = list.groupedBy ? Object.values(list.groups ?? {}) : [];
    const searched = searchLabel(declaration);
    const listed = list.groupedBy
      ? Type.Object(Object.fromEntries(groups.map((key) => [key, Type.Array(Record)])))
      : list.paginated
        ? Type.Object({
            [list.key]: Type.Array(Record),
            ...overrides.list?.answer?.schema,
            pagination: PaginationSchema,
          })
        : Type.Array(Record);
    const querystring = list.groupLimit
      ? Type.Object({
          limit: Type.Integer({
            minimum: 1,
            maximum: list.groupLimit.maximum,
            default: list.groupLimit.default,
            description: list.groupLimit.description,
          }),
        })
      : list.paginated
        ? Type.Object({
            ...pageQuery(list.pageSize ?? 10),
            ...(searched.length > 0
              ? { search: Type.Optional(Type.String({ description: `Text anywhere in ${searched.join(' or ')}` })) }
              : {}),
            ...overrides.list?.query,
          })
        : undefined;
    app.get(
      routePath(list.path),
      {
        schema: {
          ...info('list', list),
          ...(list.path.includes('{status}')
            ? { params: Type.Object({ status: Type.String(described(overrides.list?.viewDescription)) }) }
            : {}),
          ...(querystring ? { querystring } : {}),
          response: { 200: Type.Object({ [list.key]: listed }), ...errorResponses },
        },
      },
      async (request) => {
        const { status } = request.params as { status?: string };
        const query = request.query as DeclaredListQuery;
        return { [list.key]: await service.list(status, query, contextOf(request)) };
      },
    );
  }

  const { get } = api;
  if (get)
    app.get(
      routePath(get.path),
      {
        schema: {
          ...info('get', get),
          params: paramsOf(get.path),
          response: { 200: Type.Object({ [get.key]: Record }), ...errorResponses },
        },
      },
      async (request) => {
        return { [get.key]: await service.get(idOf(request.params), contextOf(request)) };
      },
    );

  const { create } = api;
  if (create)
    app.post(
      routePath(create.path),
      {
        schema: {
          ...info('create', create),
          body: bodySchema(declaration, 'create'),
          response: {
            201: Type.Object({
              message: Type.String(),
              [create.key]: create.answer === 'id' ? Type.String() : Record,
              ...onceSchema(declaration),
            }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { record, once } = await service.create(request.body as Record<string, unknown>, contextOf(request));
        return reply.status(201).send({ message: create.message, [create.key]: record, ...once });
      },
    );

  const { update } = api;
  if (update)
    app.put(
      routePath(update.path),
      {
        schema: {
          ...info('update', update),
          params: paramsOf(update.path),
          body: withVersion(Body),
          response: {
            200: Type.Object({ message: Type.String(), [update.key]: Record }),
            ...errorResponses,
            ...staleResponse(Record),
          },
        },
      },
      async (request) => ({
        message: update.message,
        [update.key]: await service.update(
          { params: { id: idOf(request.params) }, body: request.body, headers: request.headers },
          contextOf(request),
        ),
      }),
    );

  const { status } = api;
  const statusKey = statusFieldOf(declaration);
  const statusField = statusKey ? declaration.fields[statusKey] : undefined;
  if (status && statusKey && statusField?.type === 'status')
    app.put(
      routePath(status.path),
      {
        schema: {
          ...info('status', status),
          params: paramsOf(status.path),
          body: Type.Object({
            [statusKey]: statusField.transitions
              ? OptionalString(statusField.input)
              : Type.Union(statusField.values.map((value) => Type.Literal(value))),
          }),
          response: { 200: Type.Object({ message: Type.String(), [status.key]: Record }), ...errorResponses },
        },
      },
      async (request) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const record = await service.setStatus(idOf(request.params), body, contextOf(request));
        return { message: status.message.replace('{status}', String(record[statusKey])), [status.key]: record };
      },
    );

  for (const [name, action] of Object.entries(api.actions ?? {}))
    app.route({
      method: action.method,
      url: routePath(action.path),
      schema: {
        ...info({ action: name }, action),
        params: paramsOf(action.path),
        response: { 200: Type.Object({ message: Type.String(), [action.key]: Record }), ...errorResponses },
      },
      handler: async (request) => ({
        message: action.message,
        [action.key]: await service.action(name, idOf(request.params), contextOf(request)),
      }),
    });

  // Each image field's upload: a multipart file, checked by content, stored with its thumbnail when it has one.
  for (const [key, field] of Object.entries(declaration.fields)) {
    if (field.type !== 'image' || !field.upload) continue;
    const { path, field: fileField, summary } = field.upload;
    app.put(
      routePath(path),
      {
        schema: {
          ...info({ upload: fileField }, { summary }),
          ...fileUploadForm(fileField, imageRule, messages.imageRequired),
          params: paramsOf(path),
          response: { 201: Type.Object({ message: Type.String(), [key]: Type.String() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        // An id that cannot exist is refused before the file is read.
        const id = requireId(idOf(request.params), nounOf(declaration));
        const url = await withUploadedFile(request, fileField, imageRule, messages.imageRequired, (file) =>
          service.setImage(app.storage, key, id, file, contextOf(request)),
        );
        return reply.status(201).send({ message: IMAGE_UPLOADED, [key]: url });
      },
    );
  }
};

/** The routes of every declaration given, each with the overrides the server provides for it. */
export const declaredRoutes =
  (declarations: readonly ResourceDeclaration[], provided: Record<string, Overrides>): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const declaration of declarations) await resourceRoutes(app, declaration, overridesOf(declaration, provided));
  };
