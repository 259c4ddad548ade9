import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '#contract/rules';
import { contextOf, type RequestContext } from '../lib/request-context.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { requireId } from '../lib/validate.js';
import { imageRule } from '../media/images.js';
import { fileUploadForm, filePart, receiveForm, uploadForm, withUploadedFile } from '../media/upload.js';
import { NOVELS_PER_GROUP, NovelsService, chapterFileRule, novelUploadColumns } from '../novels/novels.service.js';
import { IdParams, NullableString, OptionalString, errorResponses } from '../lib/http-schemas.js';
import { novels } from '../db/schema.js';
import { staleResponse, withVersion, versionOf } from '../lib/versions.js';
import { saveAtVersion } from '../services/versioned-update.js';

const Novel = Type.Object({
  novelID: Type.String(),
  title: Type.String(),
  novelCategory: Type.Object({ novelCategoryID: Type.String(), novelCategoryName: Type.String() }),
  startDateTime: Type.String({ format: 'date-time' }),
  status: Type.String({ description: 'active (the start has come) or upcoming' }),
  comingSoon: Type.Boolean({ description: 'Only ever true while the novel is upcoming' }),
  totalChapters: Type.Integer({ description: 'How many chapters the novel has; chapters lists the uploaded ones' }),
  coverImage: NullableString,
  coverThumbnail: NullableString,
  chapters: Type.Array(Type.Object({ chapterNumber: Type.Integer(), fileName: Type.String(), pdfUrl: Type.String() })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const NovelBody = Type.Object({
  title: OptionalString('Novel Title; required'),
  novelCategory: OptionalString('Novel category id; required'),
  startDateTime: OptionalString(
    "'yyyy-MM-dd HH:mm' or ISO 8601; required, not in the past (on edit only when changed)",
  ),
  comingSoon: Type.Optional(Type.Boolean({ description: 'Allowed only when the start is in the future' })),
  totalChapters: Type.Optional(
    Type.Union([Type.Integer(), Type.String()], {
      description:
        'No Of Chapters, at least 1; usually sent with the chapter files. Lowering it removes the chapters above it.',
    }),
  ),
});

const NovelResult = Type.Object({ message: Type.String(), novels: Novel });
const StatusParams = Type.Object({ status: Type.String({ description: 'active or upcoming (any case)' }) });
const tags = ['Novels'];

export const novelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new NovelsService(app.db, app.storage);

  /** The update call, and a revert of one of its audit entries. */
  const save = (id: string, body: Parameters<typeof service.update>[1], ctx: RequestContext, version?: Date) =>
    saveAtVersion(app.db, id, version, {
      table: novels,
      current: (db) => new NovelsService(db, app.storage).get(id, ctx),
      update: (db) => new NovelsService(db, app.storage).update(id, body, ctx),
      audit: { resource: 'novels', actor: ctx },
    });
  app.auditedResources.register('novels', {
    get: (id, ctx) => service.get(id, ctx),
    update: save,
    fields: Object.keys(NovelBody.properties),
    files: {
      fields: Object.keys(novelUploadColumns.files),
      restore: (id, restored, ctx, version) => service.restoreUpload(id, restored, ctx, version),
    },
  });

  app.post(
    '/novels/create',
    {
      schema: {
        operationId: 'createNovel',
        tags,
        summary: 'Create a novel; its cover and chapter PDFs are uploaded next',
        body: NovelBody,
        response: { 201: Type.Object({ message: Type.String(), novelID: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: 'Novel Added successfully', novelID: await service.create(request.body, contextOf(request)) }),
  );

  app.put(
    '/novels/image/upload/:id',
    {
      schema: {
        operationId: 'uploadNovelImage',
        tags,
        summary: "Upload or replace a novel's cover (multipart field novelImage: .png, .jpg or .jpeg under 2 MB)",
        ...fileUploadForm('novelImage', imageRule, messages.imageRequired),
        params: IdParams,
        response: { 201: Type.Object({ message: Type.String(), coverImage: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Novel');
      const coverImage = await withUploadedFile(request, 'novelImage', imageRule, messages.imageRequired, (file) =>
        service.setCover(id, file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'Image uploaded successfully', coverImage });
    },
  );

  app.put(
    '/novels/pdf/upload/:id',
    {
      schema: {
        operationId: 'uploadNovelChapters',
        tags,
        summary: 'Set the chapter count and upload chapter PDFs (multipart: totalChapters, chapter1..chapterN)',
        description:
          'Each chapterN file must be a readable PDF (checked by content and parsed) of at most 4 MB. Every chapter from ' +
          '1 to totalChapters must have a file once the upload is done; chapters uploaded before may be left out, and ' +
          'a file sent for one of them replaces it. Lowering totalChapters removes the chapters above it. All or ' +
          "nothing: any problem answers 400 (one message, or a list of 'Chapter N: ...' messages) and changes nothing. " +
          'totalChapters left out keeps the stored count. At most 60 files per request; longer novels are uploaded in ' +
          'steps, raising totalChapters each time.',
        ...uploadForm(
          { chapter1: Type.Optional(filePart(chapterFileRule('chapter1')!, 'Chapter 1, a PDF:')) },
          {
            totalChapters: Type.Optional(
              Type.String({ description: 'The number of chapters, a whole number; left out keeps the stored count' }),
            ),
          },
          filePart(
            chapterFileRule('chapter2')!,
            'chapter2 to chapterN, one PDF each (messages name the chapter, as for chapter 2):',
          ),
        ),
        params: IdParams,
        response: { 201: NovelResult, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Novel');
      await service.requireExisting(id);
      const form = await receiveForm(request, chapterFileRule);
      try {
        const novels = await service.uploadChapters(id, form, contextOf(request));
        return reply.status(201).send({ message: 'Chapters uploaded successfully', novels });
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    '/novels/filter/:status',
    {
      schema: {
        operationId: 'listNovels',
        tags,
        summary: `Active or upcoming novels grouped by category, at most ${NOVELS_PER_GROUP} per group`,
        description:
          'Groups are the categories with matching novels, by name; totalNovels tells whether View All has more to ' +
          'show, totalRecords is the count card. Active novels latest start first, upcoming soonest first.',
        params: StatusParams,
        querystring: Type.Object({ search: OptionalString('Title contains (any case)') }),
        response: {
          200: Type.Object({
            novels: Type.Object({
              novelsData: Type.Array(
                Type.Object({
                  categoryName: Type.String(),
                  novelCategoryID: Type.String(),
                  totalNovels: Type.Integer(),
                  novels: Type.Array(Novel),
                }),
              ),
              totalRecords: Type.Integer(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      novels: await service.listGrouped(request.params.status, request.query, contextOf(request)),
    }),
  );

  app.get(
    '/novels/category/:id',
    {
      schema: {
        operationId: 'listCategoryNovels',
        tags,
        summary: "One page of a novel category's novels (30 first; Show More appends the next page)",
        params: IdParams,
        querystring: Type.Object({
          ...pageQuery(30),
          search: OptionalString('Title contains (any case)'),
          status: OptionalString('active or upcoming; both when left out'),
        }),
        response: {
          200: Type.Object({
            novels: Type.Object({
              novelCategoryID: Type.String(),
              categoryName: Type.String(),
              novelsData: Type.Array(Novel),
              pagination: PaginationSchema,
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      novels: await service.listCategory(request.params.id, request.query, contextOf(request)),
    }),
  );

  app.get(
    '/novels/get/:id',
    {
      schema: {
        operationId: 'getNovel',
        summary: 'One novel by its id, with its chapters',
        tags,
        params: IdParams,
        response: { 200: Type.Object({ novels: Novel }), ...errorResponses },
      },
    },
    async (request) => ({ novels: await service.get(request.params.id, contextOf(request)) }),
  );

  app.put(
    '/novels/update/:id',
    {
      schema: {
        operationId: 'updateNovel',
        tags,
        summary: 'Edit a novel; fields left out keep their values',
        params: IdParams,
        body: withVersion(NovelBody),
        response: { 200: NovelResult, ...errorResponses, ...staleResponse(Novel) },
      },
    },
    async (request) => ({
      message: 'Novel Updated successfully',
      novels: await save(request.params.id, request.body, contextOf(request), versionOf(request)),
    }),
  );
};
