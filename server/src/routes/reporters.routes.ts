import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { startedStream } from '../lib/streams.js';
import { ConflictsField, ExpectedField, statusConflictResponse } from '../audit/status-conflicts.js';
import { contextOf, type RequestContext } from '../lib/request-context.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { ReportersService, type ReporterStatusBody } from '../services/reporters.service.js';
import { IdParams, NullableString, OptionalString, errorResponses } from '../lib/http-schemas.js';
import { users } from '../db/schema.js';
import { staleResponse, withVersion, versionOf } from '../lib/versions.js';
import { saveAtVersion } from '../resources/versioned-update.js';

const Reporter = Type.Object({
  roleID: Type.String(),
  firstName: Type.String(),
  middleName: NullableString,
  lastName: Type.String(),
  mobileNumber: Type.String(),
  email: Type.String(),
  role: Type.String({ description: 'Reporter or GuestReporter' }),
  status: Type.String({ description: 'Pending, Active, Inactive or Trash' }),
  profilePic: NullableString,
  publishedPostCount: Type.Integer(),
  trashedPostCount: Type.Integer({ description: 'Rejected posts' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const ReporterResult = Type.Object({ message: Type.String(), reporter: Reporter });

const ReporterBody = Type.Object({
  firstName: OptionalString('Required'),
  middleName: OptionalString('Optional; blank or null clears it on update'),
  lastName: OptionalString('Required'),
  mobileNumber: OptionalString('Exactly 10 digits; spaces are ignored'),
  email: OptionalString('Required on register; cannot be changed on update'),
  role: OptionalString('Reporter (default) or GuestReporter'),
});

/** The list's filter; the bulk status call by filter and the CSV export take the same one. */
const ListStatus = Type.String({ description: 'Active, Pending, Inactive or Trash (any case)' });
const ListFilter = {
  search: OptionalString('Part of a name, mobile number or email'),
  roleType: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Reporter and/or GuestReporter: repeated, comma-joined or a JSON array string; empty means both',
    }),
  ),
};

const tags = ['Reporters'];

export const reportersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ReportersService(app.db);

  /** A save of one reporter refused unless it is still at `version`, with its audit entry. */
  const saveBy = (
    id: string,
    ctx: RequestContext,
    version: Date | undefined,
    change: (reporters: ReportersService) => ReturnType<ReportersService['get']>,
  ) =>
    saveAtVersion(app.db, id, version, {
      table: users,
      current: (db) => new ReportersService(db).get(id, ctx),
      update: (db) => change(new ReportersService(db)),
      audit: { resource: 'reporters', actor: ctx },
    });
  /** The update call, and a revert of one of its audit entries. */
  const save = (id: string, body: Parameters<typeof service.update>[1], ctx: RequestContext, version?: Date) =>
    saveBy(id, ctx, version, (reporters) => reporters.update(id, body ?? {}, ctx));
  app.auditedResources.register('reporters', {
    wholeBody: true,
    get: (id, ctx) => service.get(id, ctx),
    // An approval or rejection goes back on its own path, as no status call moves a reporter back to Pending; a
    // revert of other fields carries the status as it is.
    update: async (id, { status, ...fields }, ctx, version) =>
      status === (await service.get(id, ctx)).status
        ? save(id, fields, ctx, version)
        : saveBy(id, ctx, version, (reporters) => reporters.putStatusBack(id, status, ctx)),
    fields: ['status', ...Object.keys(ReporterBody.properties)],
  });

  app.post(
    '/reporter/register',
    {
      schema: {
        operationId: 'registerReporter',
        tags,
        summary: 'Register a reporter; it waits in Pending until approved or rejected',
        body: ReporterBody,
        response: { 201: ReporterResult, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Reporter Added successfully',
        reporter: await service.register(request.body ?? {}, contextOf(request)),
      }),
  );

  app.get(
    '/reporters/get/:status',
    {
      schema: {
        operationId: 'listReporters',
        tags,
        summary: 'One page of reporters in a status, newest first',
        params: Type.Object({ status: ListStatus }),
        querystring: Type.Object({ ...pageQuery(15), ...ListFilter }),
        response: {
          200: Type.Object({
            reporters: Type.Object({
              reporters: Type.Array(Reporter),
              reportersCount: Type.Integer({ description: 'All reporters matching the filters' }),
              pagination: PaginationSchema,
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ reporters: await service.list(request.params.status, request.query, contextOf(request)) }),
  );

  app.get(
    '/reporters/export/:status',
    {
      schema: {
        operationId: 'exportReporters',
        tags,
        summary: 'Every reporter the list with this filter shows, all pages, as the file Reporters.csv',
        description:
          'Streamed from the database a batch at a time, in the list order (newest first). Columns: firstName, ' +
          'middleName, lastName, email, mobileNumber, role, status, with a header row; UTF-8, CRLF line ends, cells ' +
          'holding a comma, quote, line break or a space at either end quoted (RFC 4180). A cell starting with =, +, ' +
          '-, @, a tab or a carriage return gets a leading single quote (and is quoted) so that spreadsheet apps do ' +
          'not run it as a formula. With no matching reporters the file holds only the header row.',
        params: Type.Object({ status: ListStatus }),
        querystring: Type.Object(ListFilter),
        produces: ['text/csv'],
        response: {
          // The handler sends a stream, which Fastify passes through unserialised.
          200: Type.Unsafe<Readable>(
            Type.String({ description: 'The CSV file, sent as an attachment named Reporters.csv' }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await startedStream(service.exportCsv(request.params.status, request.query));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="Reporters.csv"')
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  app.get(
    '/reporter/get/:id',
    {
      schema: {
        operationId: 'getReporter',
        summary: 'One reporter by its id',
        tags,
        params: IdParams,
        response: { 200: Type.Object({ reporter: Reporter }), ...errorResponses },
      },
    },
    async (request) => ({ reporter: await service.get(request.params.id, contextOf(request)) }),
  );

  app.put(
    '/reporter/update/:id',
    {
      schema: {
        operationId: 'updateReporter',
        summary: "Edit a reporter's details",
        tags,
        params: IdParams,
        body: withVersion(ReporterBody),
        response: { 200: ReporterResult, ...errorResponses, ...staleResponse(Reporter) },
      },
    },
    async (request) => ({
      message: 'Reporter details updated successfully',
      reporter: await save(request.params.id, request.body, contextOf(request), versionOf(request)),
    }),
  );

  const statusOptions = (hide: boolean) => ({
    schema: {
      hide,
      operationId: 'setReporterStatus',
      tags,
      summary: 'Set the status of reporters named by id or by a list filter, all or nothing',
      description:
        'Send exactly one of roleIDs and match. With match, the status applies to every reporter that ' +
        'GET /reporters/get/{match.status}?search&roleType lists, across all pages, in one statement. Reporters ' +
        'awaiting approval (Pending) are refused with 409 either way, so a Pending match.status is refused too. ' +
        'With roleIDs, expected (the status the caller saw of each reporter) leaves out reporters whose status is ' +
        'something else by now: they are listed in conflicts, with who changed them and when; when every reporter ' +
        'named is one, the call answers 409 and changes nothing.',
      body: Type.Object({
        // A single id is coerced to a one-element list.
        roleIDs: Type.Optional(Type.Array(Type.String(), { description: 'One reporter id or a list of them' })),
        match: Type.Optional(
          Type.Object(
            { status: Type.Optional(ListStatus), ...ListFilter },
            { description: 'Instead of roleIDs: the filter of a reporter list, as its call takes it' },
          ),
        ),
        status: OptionalString('Active, Inactive or Trash'),
        expected: ExpectedField,
      }),
      response: {
        200: Type.Object({
          message: Type.String(),
          updatedCount: Type.Integer({ description: 'Reporters whose status changed' }),
          conflicts: ConflictsField,
        }),
        ...errorResponses,
        ...statusConflictResponse,
      },
    },
  });
  const setStatus = async (request: FastifyRequest<{ Body: ReporterStatusBody }>) => ({
    message: 'Reporter status updated successfully',
    ...(await service.setStatus(request.body, contextOf(request))),
  });
  // The spec's client calls the path with a trailing slash; both spellings work.
  app.put('/reporter/status/', statusOptions(false), setStatus);
  app.put('/reporter/status', statusOptions(true), setStatus);

  app.put(
    '/guest-reporter/approval/:id',
    {
      schema: {
        operationId: 'decideReporterApproval',
        tags,
        summary: 'Approve (isApproved true) or reject a Pending reporter',
        params: IdParams,
        body: Type.Object({ isApproved: Type.Boolean(), expected: ExpectedField }),
        response: { 200: ReporterResult, ...errorResponses, ...statusConflictResponse },
      },
    },
    async (request) => {
      const { isApproved, expected } = request.body;
      const reporter = await service.decide(request.params.id, isApproved, contextOf(request), expected);
      return { message: isApproved ? 'Reporter status is Approved' : 'Reporter Rejected Successfully', reporter };
    },
  );

  app.put(
    '/guest-reporter/dis-approve/:id',
    {
      schema: {
        operationId: 'disapproveReporter',
        tags,
        summary: 'Reject a Pending reporter (it moves to Trash)',
        params: IdParams,
        body: Type.Object({ expected: ExpectedField }),
        response: { 200: ReporterResult, ...errorResponses, ...statusConflictResponse },
      },
      // The spec's call sends no body; `expected` is optional.
      preValidation: async (request: FastifyRequest) => {
        request.body ??= {};
      },
    },
    async (request) => ({
      message: 'Reporter Rejected Successfully',
      reporter: await service.decide(request.params.id, false, contextOf(request), request.body.expected),
    }),
  );
};
