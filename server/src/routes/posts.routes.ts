import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { messages } from '#contract/rules';
import { posts } from '../db/schema.js';
import { contextOf } from '../lib/request-context.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { SPREADSHEET_CONTENT_TYPE, spreadsheetMessages, spreadsheetRule } from '../lib/spreadsheet.js';
import { startedStream } from '../lib/streams.js';
import { requireId } from '../lib/validate.js';
import { imageRule } from '../media/images.js';
import { withUploadedFile } from '../media/upload.js';
import { PostsService } from '../services/posts.service.js';
import { versionedUpdate } from '../services/versioned-update.js';
import { IdParams, NullableString, OptionalString, ReportedDetails, errorResponses } from './schemas.js';

export const Post = Type.Object({
  postID: Type.String(),
  postTitle: Type.String(),
  postDescription: Type.String(),
  postLocationDetails: Type.String(),
  postCategory: Type.Object({ postCategoryID: Type.String(), postCategoryName: Type.String() }),
  postLanguage: Type.Object({ languageID: Type.String(), languageName: Type.String() }),
  postedOn: Type.String({ format: 'date-time' }),
  postImageURL: NullableString,
  postThumbnailURL: NullableString,
  postStatus: Type.String(),
  isScheduled: Type.Boolean({ description: 'Published with postedOn in the future' }),
  postReportedDetails: ReportedDetails,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const PostBody = Type.Object({
  postTitle: OptionalString('News Title; required'),
  postDescription: OptionalString('News Description; required, not only spaces'),
  postLocationDetails: OptionalString('Location; required'),
  postCategory: OptionalString('Post category id; required'),
  postLanguage: OptionalString('Language id; required'),
  postReportedDetails: OptionalString('User id of the reporter (or admin); defaults to the calling admin'),
  postedOn: OptionalString("'yyyy-MM-dd HH:mm' or ISO 8601, not in the past; defaults to now"),
  postStatus: Type.Optional(Type.Union([Type.Literal('Pending'), Type.Literal('Published')])),
});

const tags = ['Posts'];

const ListView = Type.String({ description: 'Pending, Published, Rejected or Schedule (any case)' });

/** The list's filter; the bulk status call by filter and the CSV export take the same one. */
const ListFilter = {
  category: OptionalString('Comma-joined post category ids'),
  language: OptionalString('Comma-joined language ids'),
  search: OptionalString('Location contains (any case)'),
};

export const postsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new PostsService(app.db, app.storage);

  app.post(
    '/posts/create',
    {
      schema: {
        tags,
        summary: 'Create a post (Pending unless postStatus is Published); upload its image next',
        body: PostBody,
        response: { 201: Type.Object({ message: Type.String(), postID: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: 'Post Added successfully', postID: await service.create(request.body, contextOf(request)) }),
  );

  app.put(
    '/posts/upload/:id',
    {
      schema: {
        tags,
        summary: "Upload or replace a post's image (multipart field postImage: .png, .jpg or .jpeg under 2 MB)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: Type.Object({ message: Type.String(), postImageURL: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Post');
      const postImageURL = await withUploadedFile(request, 'postImage', imageRule, messages.imageRequired, (file) =>
        service.setImage(id, file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'Image uploaded successfully', postImageURL: postImageURL! });
    },
  );

  app.post(
    '/posts/upload',
    {
      schema: {
        tags,
        summary:
          'Import posts from a spreadsheet (multipart field postFile: .xls or .xlsx, at most 5 MB and 5000 rows)',
        description:
          'Columns (header row; human headers or field names): News Title|postTitle, News Description|postDescription, ' +
          'Location|postLocationDetails, Category|postCategory (name or id), Language|postLanguage (name or id), ' +
          "Posted On|postedOn (optional; date cell or 'yyyy-MM-dd HH:mm'), Status|postStatus (optional; Pending or Published), " +
          'Reporter Mobile Number|reporterMobileNumber (optional; defaults to the admin). Any invalid row refuses the whole ' +
          "file with 400 and every problem as 'Row N: message'.",
        consumes: ['multipart/form-data'],
        response: { 201: Type.Object({ message: Type.String(), importedCount: Type.Integer() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const importedCount = await withUploadedFile(
        request,
        'postFile',
        spreadsheetRule,
        spreadsheetMessages.fileRequired,
        (file) => service.import(file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'File Uploaded successfully', importedCount });
    },
  );

  app.get(
    '/posts/import/template',
    {
      schema: {
        tags,
        summary: 'An .xlsx import template: the header row and one example row',
        produces: [SPREADSHEET_CONTENT_TYPE],
      },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', SPREADSHEET_CONTENT_TYPE)
        .header('Content-Disposition', 'attachment; filename="posts-import-template.xlsx"')
        .send(service.importTemplate()),
  );

  app.get(
    '/posts/filter/:status',
    {
      schema: {
        tags,
        summary: 'One page of posts: Pending, Published, Schedule (published, still in the future) or Rejected',
        params: Type.Object({ status: ListView }),
        querystring: Type.Object({ ...pageQuery(15), ...ListFilter }),
        response: {
          200: Type.Object({ posts: Type.Object({ postsData: Type.Array(Post), pagination: PaginationSchema }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ posts: await service.list(request.params.status, request.query, contextOf(request)) }),
  );

  app.get(
    '/posts/export/:status',
    {
      schema: {
        tags,
        summary: 'Every post the list with this filter shows, all pages, as the file Posts.csv',
        description:
          'Streamed from the database a batch at a time, in the list order. Columns: News Title, Category, Location, ' +
          'Language, New Description, Posted On (yyyy-MM-dd HH:mm in the server time zone), with a header row; UTF-8, ' +
          'CRLF line ends, RFC 4180 quoting. A cell starting with =, +, -, @, a tab or a carriage return gets a ' +
          'leading single quote so that spreadsheet apps do not run it as a formula. With no matching posts the file ' +
          'holds only the header row.',
        params: Type.Object({ status: ListView }),
        querystring: Type.Object(ListFilter),
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
      const file = await startedStream(service.exportCsv(request.params.status, request.query));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="Posts.csv"')
        .header('Cache-Control', 'no-store')
        .send(file);
    },
  );

  app.get(
    '/posts/get/:id',
    { schema: { tags, params: IdParams, response: { 200: Type.Object({ posts: Post }), ...errorResponses } } },
    async (request) => ({ posts: await service.get(request.params.id, contextOf(request)) }),
  );

  app.put(
    '/posts/update/:id',
    {
      schema: {
        tags,
        summary: 'Edit a post; fields left out keep their values. Rejected posts cannot be edited (409).',
        params: IdParams,
        body: withVersion(PostBody),
        response: {
          200: Type.Object({ message: Type.String(), posts: Post }),
          ...errorResponses,
          ...staleResponse(Post),
        },
      },
    },
    async (request) => ({
      message: 'Post Updated successfully',
      posts: await versionedUpdate(app.db, request, {
        table: posts,
        current: (db) => new PostsService(db, app.storage).get(request.params.id, contextOf(request)),
        update: (db) => new PostsService(db, app.storage).update(request.params.id, request.body, contextOf(request)),
      }),
    }),
  );

  // The spec calls it with a trailing slash; both spellings are served, the second hidden from the docs.
  for (const url of ['/posts/status/', '/posts/status']) {
    app.put(
      url,
      {
        schema: {
          tags,
          hide: url === '/posts/status',
          summary: 'Publish or reject posts named by id or by a list filter, all or nothing',
          description:
            'Send exactly one of postIDs and match. With match, the status applies to every post that ' +
            'GET /posts/filter/{match.status}?search&category&language lists, across all pages, in one statement. ' +
            'Rejected posts cannot be published (409), so neither can a Rejected match.status.',
          body: Type.Object({
            postIDs: Type.Optional(Type.Array(Type.String(), { description: 'One post id or a list of them' })),
            match: Type.Optional(
              Type.Object(
                { status: Type.Optional(ListView), ...ListFilter },
                { description: 'Instead of postIDs: the filter of a posts list, as its call takes it' },
              ),
            ),
            postStatus: Type.Union([Type.Literal('Published'), Type.Literal('Rejected')]),
          }),
          response: { 200: Type.Object({ message: Type.String(), updatedCount: Type.Integer() }), ...errorResponses },
        },
      },
      async (request) => ({
        message: 'Post status updated successfully',
        updatedCount: await service.setStatus(request.body),
      }),
    );
  }
};
