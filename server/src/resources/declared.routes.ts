import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { statusFieldOf, type FieldDeclaration, type ResourceDeclaration } from '#contract/resource';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { contextOf } from '../lib/request-context.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { IdParams, NullableString, OptionalString, errorResponses } from '../routes/schemas.js';
import { overridesOf, type Overrides } from './declared-overrides.js';
import { hasHandWrittenTable } from './declared-table.js';
import { DeclaredService, isInput, type DeclaredListQuery } from './declared.service.js';

/** Fastify's `:id` for the spec's `{id}`. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const described = (description: string | undefined) => (description ? { description } : {});

const answerSchema = (field: FieldDeclaration, derived: boolean): TSchema => {
  switch (field.type) {
    case 'text':
    case 'status':
    case 'timestamp':
      return Type.String(described(field.describe));
    case 'datetime':
      // A derived table keeps an optional date as null; hand-written ones say so themselves.
      return derived ? NullableString : Type.String(described(field.describe));
    case 'image':
      return NullableString;
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
      Object.entries(declaration.fields).map(([key, field]) => [key, answerSchema(field, derived)]),
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

/** The fields a create or update body may carry; the service checks them against the declared rules. */
const bodySchema = (declaration: ResourceDeclaration) =>
  Type.Object(
    Object.fromEntries(
      Object.entries(declaration.fields)
        .filter(([, field]) => isInput(field))
        .map(([key, field]) => [key, OptionalString(field.input)]),
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
    });
  const tags = [api.tag];
  const Record = recordSchema(declaration);
  const Body = bodySchema(declaration);
  const info = (endpoint: { summary?: string; description?: string }) => ({
    tags,
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.description ? { description: endpoint.description } : {}),
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
          ...info(list),
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
          ...info(get),
          params: IdParams,
          response: { 200: Type.Object({ [get.key]: Record }), ...errorResponses },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        return { [get.key]: await service.get(id, contextOf(request)) };
      },
    );

  const { create } = api;
  if (create)
    app.post(
      routePath(create.path),
      {
        schema: {
          ...info(create),
          body: Body,
          response: {
            201: Type.Object({
              message: Type.String(),
              [create.key]: create.answer === 'id' ? Type.String() : Record,
            }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const created = await service.create(request.body as Record<string, unknown>, contextOf(request));
        return reply.status(201).send({ message: create.message, [create.key]: created });
      },
    );

  const { update } = api;
  if (update)
    app.put(
      routePath(update.path),
      {
        schema: {
          ...info(update),
          params: IdParams,
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
        [update.key]: await service.update(request as Parameters<DeclaredService['update']>[0], contextOf(request)),
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
          ...info(status),
          params: IdParams,
          body: Type.Object({
            [statusKey]: statusField.transitions
              ? OptionalString(statusField.input)
              : Type.Union(statusField.values.map((value) => Type.Literal(value))),
          }),
          response: { 200: Type.Object({ message: Type.String(), [status.key]: Record }), ...errorResponses },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const body = (request.body ?? {}) as Record<string, unknown>;
        const record = await service.setStatus(id, body, contextOf(request));
        return { message: status.message.replace('{status}', String(record[statusKey])), [status.key]: record };
      },
    );

  await overrides.routes?.(app, declaration);
};

/** The routes of every declaration given, each with the overrides the server provides for it. */
export const declaredRoutes =
  (declarations: readonly ResourceDeclaration[], provided: Record<string, Overrides>): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const declaration of declarations) await resourceRoutes(app, declaration, overridesOf(declaration, provided));
  };
