import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { contextOf } from '../lib/request-context.js';
import { startedStream } from '../lib/streams.js';
import { OptionalString, errorResponses } from '../lib/http-schemas.js';
import { AuditService, type AuditView } from './audit.service.js';
import { can, hiddenFieldsOf, type Access } from '#contract/permissions';
import { grantOfRecorded, listedRecordedNames, needs } from '../lib/route-permissions.js';
import { auditInScope, recordScopesOf, scopedEntries } from '../lib/record-scope.js';
import type { FastifyInstance } from 'fastify';

const tags = ['Audit'];

const AuditFilterQuery = {
  resource: OptionalString('The resource entries are about, as they name it (posts, shorts, languages, ...)'),
  recordId: OptionalString("One record's id: its entries, bulk ones naming it included"),
  actor: OptionalString("The actor's roleID, or the mobile number a failed sign-in tried"),
  action: OptionalString('create, update, status, bulkStatus, delete, import, upload, revert, signIn, ...'),
  from: OptionalString('From this time on (yyyy-MM-dd or ISO 8601 date-time)'),
  to: OptionalString('Before this time; a date alone includes that whole day'),
};

const AuditEntrySchema = Type.Object({
  auditID: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Object({
    roleID: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()], { description: 'A copy taken when the entry was written' }),
    mobileNumber: Type.Union([Type.String(), Type.Null()], { description: 'A copy taken when the entry was written' }),
  }),
  address: Type.Union([Type.String(), Type.Null()], { description: "The client's address" }),
  action: Type.String(),
  resource: Type.String(),
  recordIds: Type.Array(Type.String()),
  recordLabels: Type.Record(Type.String(), Type.String(), {
    description:
      "What each record was called when the entry was written (a post's title, an admin's name), by record id: " +
      'kept for a record deleted or renamed since. A record without a name is left out',
  }),
  changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() }), {
    description: "Changed fields under the resource's API names, with their values whole (files as URLs)",
  }),
  detail: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
    description: "What else the action had: a bulk change's filter, an import's row count, a revert's auditID",
  }),
  revertable: Type.Array(Type.String(), {
    description:
      "The fields of changes a revert puts back: those the record's update takes, and a file's while the file it " +
      'replaced is kept (AUDIT_RETENTION_DAYS). None of a bulk entry',
  }),
});

/**
 * The log as the admin may see it (issue 40): entries of the resources they may list, about records in their
 * languages, without the values of fields their roles hide.
 */
const viewOf = (app: FastifyInstance, access: Access): AuditView => {
  const scopes = recordScopesOf(access, app.languageScoped);
  return {
    resources: listedRecordedNames(access),
    inScope: auditInScope(scopes),
    hiddenOf: (recorded) => hiddenFieldsOf(access, grantOfRecorded(recorded)),
    scoped: scopes.length > 0 ? (entries) => scopedEntries(app.db, scopes, entries) : undefined,
  };
};

/** GET /audit, its CSV export and POST /audit/revert/{auditID}. Entries are never edited or deleted by the API. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new AuditService(app.db, app.auditedResources);

  app.get(
    '/audit',
    {
      config: needs('audit', 'list'),
      schema: {
        operationId: 'listAuditEntries',
        tags,
        summary: 'The activity log, newest first, one page',
        querystring: Type.Object({ ...AuditFilterQuery, ...pageQuery(15) }),
        response: {
          200: Type.Object({
            audit: Type.Object({ entries: Type.Array(AuditEntrySchema), pagination: PaginationSchema }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ audit: await service.list(request.query, viewOf(app, request.access)) }),
  );

  app.get(
    '/audit/export',
    {
      config: needs('audit', 'list'),
      schema: {
        operationId: 'exportAuditEntries',
        tags,
        summary: 'Every entry the activity list with these filters shows, all pages, as the file Activity.csv',
        description:
          'Streamed a batch at a time, newest first. Columns: Time (ISO 8601 UTC), Actor, Actor ID, Mobile Number, ' +
          'Address, Action, Resource, Record IDs (space-separated), Changes (JSON). RFC 4180 quoting, CRLF line ends; ' +
          'a cell starting like a formula gets a leading single quote.',
        querystring: Type.Object(AuditFilterQuery),
        produces: ['text/csv'],
        response: {
          // The handler sends a stream, which Fastify passes through unserialised.
          200: Type.Unsafe<Readable>(Type.String({ description: 'The CSV file, sent as an attachment' })),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await startedStream(service.exportCsv(request.query, viewOf(app, request.access)));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="Activity.csv"')
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  app.post(
    '/audit/revert/:auditID',
    {
      config: { permission: 'entry' as const },
      schema: {
        operationId: 'revertAuditEntry',
        tags,
        summary: "Put back the before-values of an entry's changed fields, through the record's own update",
        description:
          "Only the entry's revertable fields are put back; with none, 400. The resource's rules apply (400), and the " +
          'revert is recorded as an entry of its own (action revert). If any of those fields has changed since, 409 ' +
          'names them (fields) with the current record, and nothing changes.',
        params: Type.Object({ auditID: Type.String() }),
        response: {
          200: Type.Object({ message: Type.String(), record: Type.Unknown() }),
          ...errorResponses,
          409: Type.Object({
            message: Type.String(),
            fields: Type.Optional(Type.Array(Type.String())),
            current: Type.Optional(Type.Unknown()),
          }),
        },
      },
    },
    async (request) => ({
      message: 'Reverted successfully',
      record: await service.revert(request.params.auditID, contextOf(request), async (recorded) => {
        const resource = grantOfRecorded(recorded);
        if (!can(request.access, resource, 'revert')) throw await app.refuse(request, resource, 'revert');
      }),
    }),
  );
};
