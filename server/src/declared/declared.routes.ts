import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { nounOf, statusFieldOf, type FieldDeclaration, type ResourceDeclaration } from '#contract/resource';
import { messages } from '#contract/rules';
import { ExpectedField, statusConflictResponse } from '../audit/status-conflicts.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { sortQuery } from '../lib/list-sort.js';
import { contextOf } from '../lib/request-context.js';
import { requireId } from '../lib/validate.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { imageOrGifRule, imageRule } from '../media/images.js';
import { contentTypes } from '../media/media-types.js';
import { pdfRule } from '../media/pdf.js';
import { fileUploadForm, withUploadedFile, type FileRule } from '../media/upload.js';
import {
  EndingWithin,
  IdParams,
  Message,
  NullableString,
  OptionalString,
  PermissionSchema,
  errorResponses,
  refusedWhenLeftOut,
} from '../lib/http-schemas.js';
import { declaredOperation, type DeclaredCall } from './declared-operations.js';
import { overridesOf, type Overrides } from './declared-overrides.js';
import { hasHandWrittenTable, nameFieldOf, referencedDeclaration } from './declared-table.js';
import { DeclaredService, isInput, matchedFieldsOf, type DeclaredListQuery } from './declared.service.js';
import { choiceMessage, numberMessage, orList } from '#contract/field-kinds';
import { readValue } from './declared-values.js';
import { badRequest } from '../lib/http-errors.js';
import { needs } from '../lib/route-permissions.js';

/** What an image upload answers (the spec shows no message for it). */
const IMAGE_UPLOADED = 'Image uploaded successfully';
const FILE_UPLOADED = 'File uploaded successfully';

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
      return field.optional ? NullableString : Type.String(described(field.describe));
    case 'status':
    case 'window':
      return Type.String(described(field.describe));
    case 'counter':
    case 'tally':
    case 'daysLeft':
      return Type.Integer(described(field.describe));
    case 'renderedPdf':
      return Type.Array(
        Type.Object({
          pageNumber: Type.Integer(),
          imageUrl: Type.String({ description: 'WebP, 1200 px wide' }),
          width: Type.Integer(),
          height: Type.Integer(),
        }),
        { description: field.describe ?? 'The rendered pages, in order' },
      );
    case 'datetime':
      // A derived table keeps an optional date as null; hand-written ones say so themselves.
      return derived ? NullableString : Type.String(described(field.describe));
    case 'image':
      return NullableString;
    case 'boolean':
      return Type.Boolean(described(field.describe));
    case 'password':
      return undefined;
    case 'reference': {
      if (!field.named)
        return Type.Union([
          Type.String({ description: field.describe ?? `The id of one of ${field.to}` }),
          Type.Null(),
        ]);
      const target = referencedDeclaration(field.to);
      const [nameKey] = nameFieldOf(target);
      return Type.Object({ [target.id]: Type.String(), [nameKey]: Type.String() }, described(field.describe));
    }
    case 'rows':
      return Type.Array(
        Type.Object(
          Object.fromEntries(
            Object.entries(field.columns).map(([name, { kind }]) => [
              name,
              kind === 'integer' ? Type.Integer() : Type.String(),
            ]),
          ),
        ),
        described(field.describe),
      );
    case 'choice':
      return Type.Union(field.values.map((value) => Type.Literal(value)));
    case 'permissions':
      return Type.Array(PermissionSchema, described(field.describe));
    case 'references':
      return Type.Array(Type.String(), described(field.describe ?? `The ids of ${field.to}`));
    case 'textarea':
    case 'richtext':
      return Type.String(described(field.describe ?? (field.type === 'richtext' ? 'Sanitised HTML' : undefined)));
    case 'number':
      return Type.Union([field.integer ? Type.Integer() : Type.Number(), Type.Null()]);
    case 'checkbox':
      return Type.Boolean(described(field.describe));
    case 'date':
      return Type.Union([Type.String({ format: 'date' }), Type.Null()]);
    case 'file':
      return NullableString;
    case 'strings':
      return Type.Array(Type.String());
    case 'reporter':
      return Type.Object({
        roleID: Type.String(),
        profilePic: NullableString,
        firstName: Type.String(),
        lastName: Type.String(),
      });
  }
};

/** Where a rendered PDF's latest upload stands (see RenderedPdfField): the progress call's answer, and the record's. */
const RenderState = {
  renderStatus: Type.Union(
    [
      Type.Literal('none'),
      Type.Literal('pending'),
      Type.Literal('rendering'),
      Type.Literal('done'),
      Type.Literal('failed'),
    ],
    {
      description:
        'The latest upload: none yet, pending (queued), rendering, done, or failed (see renderError). Until a new ' +
        'upload is done, the record keeps the pages of the previous one.',
    },
  ),
  renderedPages: Type.Integer({ description: 'Pages of the latest upload rendered so far' }),
  totalPages: Type.Integer({ description: 'Pages in the latest upload' }),
  renderError: NullableString,
};

/** The keys a rendered PDF adds to the record beside its pages: its PDF's URL and the render state. */
const renderedPdfKeys = (field: FieldDeclaration) =>
  field.type === 'renderedPdf'
    ? Object.entries({
        [field.pdf]: Type.Union([Type.String(), Type.Null()], { description: 'The PDF the pages were rendered from' }),
        ...RenderState,
      })
    : [];

/** The record as every call of the resource answers it. */
export const recordSchema = (declaration: ResourceDeclaration) => {
  const derived = !hasHandWrittenTable(declaration);
  return Type.Object({
    [declaration.id]: Type.String(),
    ...Object.fromEntries(
      Object.entries(declaration.fields).flatMap(([key, field]) => {
        const schema = answerSchema(field, derived);
        return schema ? [[key, schema], ...renderedPdfKeys(field)] : [];
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
 * A body field's schema, for the OpenAPI document: the service reads the value and answers the declared (or the
 * kind's) message when it is wrong, never the schema's (the routes take bodies with `attachValidation`).
 */
const inputSchema = (key: string, field: FieldDeclaration): TSchema => {
  const description = (fallback?: string) => described(field.input ?? fallback);
  switch (field.type) {
    case 'reference':
      return Type.Optional(
        Type.Union([Type.String(description(`The id of one of ${field.to}; empty or null for none`)), Type.Null()]),
      );
    case 'choice':
      return Type.Optional(
        Type.Union(
          field.values.map((value) => Type.Literal(value)),
          description(
            `${choiceMessage(key, field).replace(/^.* must be /, '')}${field.default ? `; ${field.default} when left out` : ''}`,
          ),
        ),
      );
    case 'number': {
      // `nullable` rather than a union with null: the schema's type coercion would turn a null (clear it) into 0, or
      // a 0 into null, in whichever branch came first.
      const options = {
        ...(field.min !== undefined && { minimum: field.min }),
        ...(field.max !== undefined && { maximum: field.max }),
        nullable: true,
        ...description(numberMessage(key, field).replace(/^.* must be /, '')),
      };
      return Type.Optional(field.integer ? Type.Integer(options) : Type.Number(options));
    }
    case 'checkbox':
      return Type.Optional(Type.Boolean(description(`${field.default ? 'true' : 'false'} when left out`)));
    case 'date':
      // A date-time is read as its day: the service refuses what is neither with the declared message.
      if (field.day) return OptionalString(field.input ?? 'yyyy-MM-dd, or a date-time whose day is taken');
      return Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()], description('yyyy-MM-dd')));
    case 'richtext':
      return OptionalString(field.input ?? 'HTML, stored sanitised');
    case 'strings':
      return Type.Optional(Type.Array(Type.String(), description()));
    case 'permissions':
      return Type.Optional(Type.Array(PermissionSchema, description()));
    case 'references':
      return Type.Optional(Type.Array(Type.String(), description(`The ids of ${field.to}`)));
    default:
      // An optional text takes null to clear it (the service stores null for it as for a blank).
      if (field.type === 'text' && field.optional)
        return Type.Optional(Type.String({ nullable: true, ...description() }));
      return OptionalString(field.input ?? (field.type === 'status' ? field.values.join(' or ') : undefined));
  }
};

/**
 * A body the schema refused: the first field the service's reading refuses answers its message; any other mismatch
 * (a text field sent an object) is refused as that field's.
 */
const refuseBody = (declaration: ResourceDeclaration, body: unknown): never => {
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  for (const [key, field] of Object.entries(declaration.fields)) {
    if (!isInput(field) || values[key] === undefined) continue;
    const read = readValue(key, field, values[key]);
    if ('message' in read) throw badRequest(read.message);
    if ((field.type === 'text' || field.type === 'datetime') && typeof values[key] === 'object' && values[key] !== null)
      throw badRequest(`${field.label ?? key} must be text`);
  }
  throw badRequest('Invalid value in request');
};

/** A file field's upload rule: its declared media types (by content), size and messages. */
const fileRuleOf = (field: Extract<FieldDeclaration, { type: 'file' }>): FileRule => ({
  maxBytes: field.upload.maxBytes,
  sizeMessage: field.upload.sizeMessage,
  types: Object.entries(contentTypes)
    .filter(([, type]) => field.upload.types.includes(type))
    .map(([ext]) => ext),
  typeMessage: field.upload.typeMessage,
});

/** The query parameters of the declared filters (see FieldBase.filter). */
const filterQuery = (declaration: ResourceDeclaration) =>
  Object.fromEntries(
    Object.entries(declaration.fields).flatMap(([key, field]): [string, TSchema][] => {
      if (!field.filter) return [];
      const label = field.label ?? key;
      // Plain strings: the service refuses a bad value with the field's message, not the schema's.
      const parameter = (description: string) => Type.Optional(Type.String({ description }));
      if (field.type === 'reference')
        return [[key, parameter(`Only the records whose ${label} is this ${field.to} id`)]];
      if (field.type === 'choice')
        return [[key, parameter(`Only the records whose ${label} is this: ${orList(field.values)}`)]];
      if (field.type === 'date' || field.type === 'datetime')
        return [
          [`${key}From`, parameter(`Only the records whose ${label} is on or after this day (yyyy-MM-dd)`)],
          [`${key}To`, parameter(`Only the records whose ${label} is on or before this day (yyyy-MM-dd)`)],
        ];
      return [];
    }),
  );

/**
 * The fields a create or update body may carry; the service checks them against the declared rules. A create also
 * takes the password, an update a new signing secret and, when it sets the status, the status.
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
            (call === 'update' && field.type === 'password' && field.signing) ||
            (call === 'update' && key === statusKey),
        )
        .map(([key, field]) => [key, inputSchema(key, field)]),
    ),
  );
};

/**
 * The body fields the service refuses when left out, as the document's `required` (the service's own reading: a
 * field the schema reads with a default is not; an update that keeps left-out fields, or a fixed text, needs none).
 */
const requiredOf = (declaration: ResourceDeclaration, call: 'create' | 'update') => {
  if (call === 'update' && declaration.api.update?.partial) return [];
  return refusedWhenLeftOut(
    Object.fromEntries(
      Object.entries(declaration.fields).flatMap(([key, field]) => {
        // A signing secret is checked by its rules on create (DeclaredService.password).
        if (call === 'create' && field.type === 'password' && field.signing) return [[key, field.rules ?? []]];
        if (!isInput(field) || (call === 'update' && field.type === 'text' && field.fixed)) return [];
        const read = readValue(key, field, undefined, call === 'create');
        if ('message' in read) return [[key, [() => read.message]]];
        const rules = [...(field.rules ?? []), ...(call === 'create' ? (field.createRules ?? []) : [])];
        // The rules see the value as read (a default filled in), as the service checks it.
        return [[key, rules.map((rule) => () => rule(read.value, {}))]];
      }),
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

/**
 * The list path's `{status}` values as the service reads them (DeclaredService.view), every spelling of a window: the
 * override's views, or the list's views ('All' and each status value unless it names them) and windows.
 */
const viewsOf = (declaration: ResourceDeclaration, overrides: Overrides) => {
  const custom = overrides.list?.views;
  if (custom) return Object.keys(custom);
  const key = statusFieldOf(declaration);
  const field = key ? declaration.fields[key] : undefined;
  const { views, windows } = declaration.api.list ?? {};
  return [
    ...(views ?? ['All', ...(field?.type === 'status' ? field.values : [])]),
    ...Object.entries(windows ?? {}).flatMap(([name, { also }]) => [name, ...(also ?? [])]),
  ];
};

const searchLabel = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields)
    .filter(([, field]) => field.search)
    .map(([key, field]) => field.label ?? key);

/** The routes of one declared resource, with the schemas (so the OpenAPI document) built from its fields. */
const resourceRoutes = async (app: FastifyInstance, declaration: ResourceDeclaration, overrides: Overrides) => {
  const { api } = declaration;
  const service = new DeclaredService(app.db, declaration, overrides, app.storage);
  if (api.update)
    app.auditedResources.register(declaration.name, {
      // An update that is not partial takes every field: a revert sends the whole record with the old values in.
      wholeBody: !api.update.partial,
      get: (id, ctx) => service.get(id, ctx),
      update: (id, body, ctx, version) => service.saveAtVersion(id, body, ctx, version),
      ...(api.delete && { recreate: (id, before, ctx) => service.recreate(id, before, ctx) }),
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

  // What each call needs (issue 40): its action on this resource; an upload, an update; progress and counts, a read.
  const allow = (action: string) => needs(declaration.name, action);

  await overrides.routes?.(app);
  const { list } = api;
  if (list && !list.custom) {
    const groups = list.groupedBy ? Object.values(list.groups ?? {}) : [];
    const searched = searchLabel(declaration);
    const listed = list.groupedBy
      ? Type.Object(Object.fromEntries(groups.map((key) => [key, Type.Array(Record)])))
      : list.paginated
        ? Type.Object({
            [list.items ?? list.key]: Type.Array(Record),
            ...overrides.list?.answer?.schema,
            ...(list.totals && { totalPages: Type.Integer(), totalRecords: Type.Integer() }),
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
            ...Object.fromEntries(
              matchedFieldsOf(declaration).map((key) => [
                key,
                Type.Optional(Type.String({ description: `Only the records whose ${key} is this` })),
              ]),
            ),
            ...filterQuery(declaration),
            ...(list.days && { days: OptionalString(list.days.describe) }),
            ...(list.endingWithin && { endingWithin: EndingWithin(list.endingWithin.describe) }),
            ...sortQuery(
              Object.entries(declaration.fields).flatMap(([key, field]) => (field.sortable ? [key] : [])),
              "the list's own order",
            ),
            ...overrides.list?.query,
          })
        : undefined;
    app.get(
      routePath(list.path),
      {
        config: allow('list'),
        schema: {
          ...info('list', list),
          ...(list.path.includes('{status}')
            ? {
                params: Type.Object({
                  status: Type.String(
                    described(
                      overrides.list?.viewDescription ??
                        `${orList(viewsOf(declaration, overrides))}; other casings work too`,
                    ),
                  ),
                }),
                pathValues: { status: viewsOf(declaration, overrides) },
              }
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
  // A singleton's get names no record: it answers the one there is, or null before it is created.
  if (get && !get.path.includes('{'))
    app.get(
      routePath(get.path),
      {
        config: allow('read'),
        schema: {
          ...info('get', get),
          response: { 200: Type.Object({ [get.key]: Type.Union([Record, Type.Null()]) }), ...errorResponses },
        },
      },
      async (request) => ({ [get.key]: await service.single(contextOf(request)) }),
    );
  else if (get)
    app.get(
      routePath(get.path),
      {
        config: allow('read'),
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
        attachValidation: true,
        config: allow('create'),
        schema: {
          ...info('create', create),
          body: bodySchema(declaration, 'create'),
          bodyRequired: requiredOf(declaration, 'create'),
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
        if (request.validationError) refuseBody(declaration, request.body);
        const { record, once } = await service.create(request.body as Record<string, unknown>, contextOf(request));
        return reply.status(201).send({ message: create.message, [create.key]: record, ...once });
      },
    );

  const { update } = api;
  if (update)
    app.put(
      routePath(update.path),
      {
        attachValidation: true,
        config: allow('update'),
        schema: {
          ...info('update', update),
          params: paramsOf(update.path),
          body: withVersion(Body),
          bodyRequired: requiredOf(declaration, 'update'),
          response: {
            200: Type.Object({ message: Type.String(), [update.key]: Record }),
            ...errorResponses,
            ...staleResponse(Record),
          },
        },
      },
      async (request) => ({
        message: update.message,
        [update.key]: await (request.validationError ? refuseBody(declaration, request.body) : service).update(
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
        // A toggle's value is documented as its enum, but a value outside it is answered by the service with the
        // declared message ("Status must be Active or Inactive"), not the schema's; other schema errors still answer.
        attachValidation: !statusField.transitions,
        config: allow('status'),
        schema: {
          ...info('status', status),
          params: paramsOf(status.path),
          body: Type.Object({
            [statusKey]: statusField.transitions
              ? OptionalString(statusField.input)
              : Type.Union(statusField.values.map((value) => Type.Literal(value))),
            expected: ExpectedField,
          }),
          // A status with transitions is optional in the schema so that the service answers the declared message.
          bodyRequired: [statusKey],
          response: {
            200: Type.Object({ message: Type.String(), [status.key]: Record }),
            ...errorResponses,
            ...statusConflictResponse,
          },
        },
      },
      async (request) => {
        const refused = request.validationError;
        const aboutStatus = (error: { instancePath: string; params: Record<string, unknown> }) =>
          error.instancePath.startsWith(`/${statusKey}`) || error.params.missingProperty === statusKey;
        if (refused && !refused.validation?.every(aboutStatus)) throw refused;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const record = await service.setStatus(idOf(request.params), body, contextOf(request));
        return { message: status.message.replace('{status}', String(record[statusKey])), [status.key]: record };
      },
    );

  for (const [name, action] of Object.entries(api.actions ?? {}))
    app.route({
      method: action.method,
      url: routePath(action.path),
      config: allow(name),
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

  const { delete: remove } = api;
  if (remove)
    app.delete(
      routePath(remove.path),
      {
        config: allow('delete'),
        schema: {
          ...info('delete', remove),
          params: paramsOf(remove.path),
          response: { 200: Message, ...errorResponses },
        },
      },
      async (request) => {
        await service.delete(idOf(request.params), app.storage, contextOf(request));
        return { message: remove.message };
      },
    );

  // Each file field's upload: a multipart file of its declared types, checked by content.
  for (const [key, field] of Object.entries(declaration.fields)) {
    if (field.type !== 'file') continue;
    const { path, field: fileField, summary } = field.upload;
    app.put(
      routePath(path),
      {
        config: allow('update'),
        schema: {
          ...info({ upload: fileField }, { summary }),
          ...fileUploadForm(fileField, fileRuleOf(field), field.upload.typeMessage),
          params: paramsOf(path),
          response: { 201: Type.Object({ message: Type.String(), [key]: Type.String() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const id = requireId(idOf(request.params), nounOf(declaration));
        const url = await withUploadedFile(request, fileField, fileRuleOf(field), field.upload.typeMessage, (file) =>
          service.setFile(app.storage, key, id, file, contextOf(request)),
        );
        return reply.status(201).send({ message: FILE_UPLOADED, [key]: url });
      },
    );
  }

  // Each image field's upload: a multipart file, checked by content, stored with its thumbnail when it has one.
  for (const [key, field] of Object.entries(declaration.fields)) {
    if (field.type !== 'image' || !field.upload) continue;
    const { path, field: fileField, summary } = field.upload;
    const rule = field.upload.gif ? imageOrGifRule : imageRule;
    app.put(
      routePath(path),
      {
        config: allow('update'),
        schema: {
          ...info({ upload: fileField }, { summary }),
          ...fileUploadForm(fileField, rule, messages.imageRequired),
          params: paramsOf(path),
          response: { 201: Type.Object({ message: Type.String(), [key]: Type.String() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        // An id that cannot exist is refused before the file is read.
        const id = requireId(idOf(request.params), nounOf(declaration));
        const url = await withUploadedFile(request, fileField, rule, messages.imageRequired, (file) =>
          service.setImage(app.storage, key, id, file, contextOf(request)),
        );
        return reply.status(201).send({ message: IMAGE_UPLOADED, [key]: url });
      },
    );
  }

  // Each rendered PDF's upload (the render override checks, stores and queues it) and its progress call.
  for (const field of Object.values(declaration.fields)) {
    if (field.type !== 'renderedPdf' || !overrides.render || !api.get) continue;
    const { upload, progress } = field;
    const rule = pdfRule(upload.maxBytes, upload.sizeMessage);
    const { render } = overrides;
    const getKey = api.get.key;
    app.put(
      routePath(upload.path),
      {
        config: allow('update'),
        schema: {
          ...info({ upload: upload.field }, upload),
          ...fileUploadForm(upload.field, rule, upload.missing),
          params: paramsOf(upload.path),
          response: { 201: Type.Object({ message: Type.String(), [getKey]: Record }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const id = idOf(request.params);
        const ctx = contextOf(request);
        // 404 before a large upload is received for a record that does not exist.
        await service.get(id, ctx);
        await withUploadedFile(request, upload.field, rule, upload.missing, (file) =>
          render.upload(app, id, file, ctx),
        );
        const record = await service.get(id, ctx);
        render.queued(app);
        return reply.status(201).send({ message: upload.message, [getKey]: record });
      },
    );
    app.get(
      routePath(progress.path),
      {
        config: allow('read'),
        schema: {
          ...info({ progress: progress.key }, progress),
          params: paramsOf(progress.path),
          response: {
            200: Type.Object({ [progress.key]: Type.Object({ [declaration.id]: Type.String(), ...RenderState }) }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const record = await service.get(idOf(request.params), contextOf(request));
        const state = Object.fromEntries(
          [declaration.id, ...Object.keys(RenderState)].map((name) => [name, record[name]]),
        );
        return { [progress.key]: state };
      },
    );
  }

  // Each counter's count call: raised by one, answered with the new count.
  for (const [key, field] of Object.entries(declaration.fields)) {
    if (field.type !== 'counter' || !field.count) continue;
    const { path, message, summary } = field.count;
    app.put(
      routePath(path),
      {
        config: allow('read'),
        schema: {
          ...info({ count: key }, { summary, message }),
          params: paramsOf(path),
          response: { 200: Type.Object({ message: Type.String(), [key]: Type.Integer() }), ...errorResponses },
        },
      },
      async (request) => ({ message, [key]: await service.count(key, idOf(request.params)) }),
    );
  }
};

/** The routes of every declaration given, each with the overrides the server provides for it. */
export const declaredRoutes =
  (declarations: readonly ResourceDeclaration[], provided: Record<string, Overrides>): FastifyPluginAsyncTypebox =>
  async (app) => {
    for (const declaration of declarations) await resourceRoutes(app, declaration, overridesOf(declaration, provided));
  };
