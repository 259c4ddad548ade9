import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ConflictsField, ExpectedField, statusConflictResponse } from '../../audit/status-conflicts.js';
import { contextOf } from '../../lib/request-context.js';
import { startedStream } from '../../lib/streams.js';
import { errorResponses } from '../../lib/http-schemas.js';
import { routePath, type ContentRoutes } from '../content-kind.js';
import { DecidedStatusSchema, ListView, filterQueryOf, listViews } from '../content-schemas.js';
import { PostListActions } from './post-list-actions.service.js';
import { needs } from '../../lib/route-permissions.js';

/** GET /posts/export/{status}: the posts list as Posts.csv, every page. */
export const postExportRoute: ContentRoutes = (app, kind) => {
  const actions = new PostListActions(kind, app.db);
  app.get(
    routePath(kind.export!.path),
    {
      config: needs(kind.name, 'export'),
      schema: {
        operationId: 'exportPosts',
        tags: [kind.tag],
        summary: 'Every post the list with this filter shows, all pages, as the file Posts.csv',
        description:
          'Streamed from the database a batch at a time, in the list order. Columns: News Title, Category, Location, ' +
          'Language, New Description, Posted On (yyyy-MM-dd HH:mm in the server time zone), with a header row; UTF-8, ' +
          'CRLF line ends, RFC 4180 quoting. A cell starting with =, +, -, @, a tab or a carriage return gets a ' +
          'leading single quote so that spreadsheet apps do not run it as a formula. With no matching posts the file ' +
          'holds only the header row.',
        params: Type.Object({ status: ListView }),
        pathValues: { status: listViews },
        querystring: Type.Object(filterQueryOf(kind)),
        produces: ['text/csv'],
        response: {
          // The handler sends a stream, which Fastify passes through unserialised.
          200: Type.Unsafe<Readable>(
            Type.String({ description: 'The CSV file, sent as an attachment named Posts.csv' }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const file = await startedStream(actions.exportCsv(request.params.status, request.query, contextOf(request)));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="Posts.csv"')
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );
};

/** PUT /posts/status/: publish or reject many posts at once, by id or by the list's filter. */
export const postStatusRoutes: ContentRoutes = (app, kind) => {
  const actions = new PostListActions(kind, app.db);
  // The spec calls it with a trailing slash; both spellings are served, the second hidden from the docs.
  const declared = kind.statusByList!.path;
  for (const url of [declared, declared.replace(/\/$/, '')]) {
    app.put(
      url,
      {
        config: needs(kind.name, 'status'),
        schema: {
          operationId: 'publishPosts',
          tags: [kind.tag],
          hide: url !== declared,
          summary: 'Publish or reject posts named by id or by a list filter, all or nothing',
          description:
            'Send exactly one of postIDs and match. With match, the status applies to every post that ' +
            'GET /posts/filter/{match.status}?search&category&language lists, across all pages, in one statement. ' +
            'Rejected posts cannot be published (409), so neither can a Rejected match.status. With postIDs, ' +
            'expected (the status the caller saw of each post) leaves out posts whose status is something else by ' +
            'now: they are listed in conflicts, with who changed them and when; when every post named is one, the ' +
            'call answers 409 and changes nothing.',
          body: Type.Object({
            postIDs: Type.Optional(Type.Array(Type.String(), { description: 'One post id or a list of them' })),
            match: Type.Optional(
              Type.Object(
                { status: Type.Optional(ListView), ...filterQueryOf(kind) },
                { description: 'Instead of postIDs: the filter of a posts list, as its call takes it' },
              ),
            ),
            postStatus: DecidedStatusSchema,
            expected: ExpectedField,
          }),
          response: {
            200: Type.Object({ message: Type.String(), updatedCount: Type.Integer(), conflicts: ConflictsField }),
            ...errorResponses,
            ...statusConflictResponse,
          },
        },
      },
      async (request) => ({
        message: kind.messages.statusUpdated,
        ...(await actions.setStatus(request.body, contextOf(request))),
      }),
    );
  }
};
