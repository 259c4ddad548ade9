import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { reporters } from '#contract/resources/reporters';
import { hiddenFieldsOf } from '#contract/permissions';
import { ConflictsField, ExpectedField, statusConflictResponse } from '../audit/status-conflicts.js';
import { users } from '../db/schema.js';
import { IdParams, OptionalString, errorResponses } from '../lib/http-schemas.js';
import { contextOf } from '../lib/request-context.js';
import { startedStream } from '../lib/streams.js';
import { saveAtVersion } from '../declared/versioned-update.js';
import type { ListView, ResourceOverrides } from '../declared/declared-overrides.js';
import { recordSchema } from '../declared/declared.routes.js';
import { reportersCsv } from './export.js';
import { matchOf, reporterMessages, type ReporterFilterQuery } from './filters.js';
import { ReportersQueries, listOrder, reporterMatch } from './queries.js';
import { decideReporter, putStatusBack, reporterIn, setReporterStatus, type ReporterStatusBody } from './statuses.js';
import { needs } from '../lib/route-permissions.js';

const Reporter = recordSchema(reporters);
const ReporterResult = Type.Object({ message: Type.String(), reporter: Reporter });
const tags = ['Reporters'];

/** The list's filter; the status call by filter and the CSV export take the same one. */
const ListStatus = Type.String({ description: 'Active, Pending, Inactive or Trash; other casings work too' });
const ListFilter = {
  search: OptionalString('Part of a name, mobile number or email'),
  roleType: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Reporter and/or GuestReporter: repeated, comma-joined or a JSON array string; empty means both',
    }),
  ),
};

/** A list of one status: its role filter and search, newest first; without a search, the trigger-kept total. */
const statusView =
  (status: (typeof reporters.fields.status.values)[number]) =>
  (query: Record<string, unknown>): ListView => {
    const match = matchOf(status, query as ReporterFilterQuery);
    return {
      where: reporterMatch(match),
      orderBy: listOrder,
      ...(!match.search && { total: (db) => new ReportersQueries(db).countReporters(match) }),
    };
  };

/**
 * What reporters do beyond a declared resource: the lists by status with the role filter (the search is over names,
 * mobile number and email together), the status call by ids or by a list's filter, approval and rejection of a
 * Pending reporter, the CSV export, and the revert of a decision (the status put back, Pending included).
 */
export const reportersOverrides: Pick<ResourceOverrides, 'list' | 'routes'> = {
  list: {
    views: Object.fromEntries(reporters.fields.status.values.map((status) => [status, statusView(status)])),
    viewDescription: 'Active, Pending, Inactive or Trash; other casings work too',
    invalid: reporterMessages.statusInvalid,
    query: ListFilter,
    answer: {
      schema: { reportersCount: Type.Integer({ description: 'All reporters matching the filters' }) },
      values: ({ totalRecords }) => ({ reportersCount: totalRecords }),
    },
  },
  routes: async (app) => {
    const audited = app.auditedResources.find(reporters.name)!;
    // An approval or rejection goes back on its own path, as no status call moves a reporter back to Pending; a revert
    // of other fields carries the status as it is.
    app.auditedResources.register(reporters.name, {
      ...audited,
      fields: ['status', ...audited.fields],
      update: async (id, { status, ...fields }, ctx, version) =>
        status === undefined || status === (await audited.get(id, ctx)).status
          ? audited.update(id, fields, ctx, version)
          : saveAtVersion(app.db, id, version, {
              table: users,
              current: (db) => reporterIn(db, id, ctx),
              update: (db) => putStatusBack(db, id, status, ctx),
              audit: { resource: reporters.name, actor: ctx },
            }),
    });

    app.get(
      '/reporters/export/:status',
      {
        config: needs(reporters.name, 'export'),
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
          pathValues: { status: reporters.fields.status.values },
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
        const { status } = request.params as { status: string };
        const file = await startedStream(
          reportersCsv(
            app.db,
            status,
            request.query as ReporterFilterQuery,
            hiddenFieldsOf(request.access, reporters.name),
          ),
        );
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="Reporters.csv"')
          .header('Cache-Control', 'no-store')
          .send(file);
      },
    );

    const statusOptions = (hide: boolean) => ({
      config: needs(reporters.name, 'status'),
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
        // One of roleIDs and match is needed too, which a `required` list cannot say (the description does).
        bodyRequired: ['status'],
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
    const setStatus = async (request: FastifyRequest) => ({
      message: 'Reporter status updated successfully',
      ...(await setReporterStatus(app.db, request.body as ReporterStatusBody, contextOf(request))),
    });
    // The spec's client calls the path with a trailing slash; both spellings work.
    app.put('/reporter/status/', statusOptions(false), setStatus);
    app.put('/reporter/status', statusOptions(true), setStatus);

    app.put(
      '/guest-reporter/approval/:id',
      {
        config: needs(reporters.name, 'status'),
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
        const { id } = request.params as { id: string };
        const { isApproved, expected } = request.body as { isApproved: boolean; expected?: Record<string, unknown> };
        const reporter = await decideReporter(app.db, id, isApproved, contextOf(request), expected);
        return { message: isApproved ? 'Reporter status is Approved' : 'Reporter Rejected Successfully', reporter };
      },
    );

    app.put(
      '/guest-reporter/dis-approve/:id',
      {
        config: needs(reporters.name, 'status'),
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
      async (request) => {
        const { id } = request.params as { id: string };
        const { expected } = request.body as { expected?: Record<string, unknown> };
        return {
          message: 'Reporter Rejected Successfully',
          reporter: await decideReporter(app.db, id, false, contextOf(request), expected),
        };
      },
    );
  },
};
