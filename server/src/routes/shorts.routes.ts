import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '#contract/rules';
import { contextOf } from '../lib/request-context.js';
import { MAX_PAGE_SIZE, PaginationSchema, pageQuery } from '../lib/pagination.js';
import { SPREADSHEET_CONTENT_TYPE, spreadsheetMessages, spreadsheetRule } from '../lib/spreadsheet.js';
import { requireId } from '../lib/validate.js';
import { withUploadedFile } from '../media/upload.js';
import { videoRule } from '../media/videos.js';
import { ShortsService } from '../services/shorts.service.js';
import { IdParams, NullableString, OptionalString, ReportedDetails, errorResponses } from './schemas.js';
import { shorts } from '../db/schema.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { versionedUpdate } from '../services/versioned-update.js';

export const Short = Type.Object({
  shortID: Type.String(),
  shortVideoURL: NullableString,
  shortPosterURL: Type.Union([Type.String(), Type.Null()], {
    description: 'A JPEG frame of the video for the card grid; null without a video or when ffmpeg was unavailable',
  }),
  shortDurationSeconds: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Whole seconds, read by ffmpeg on upload; null when unknown',
  }),
  shortCategory: Type.Object({ shortCategoryID: Type.String(), shortCategoryName: Type.String() }),
  shortPostedOn: Type.String({ format: 'date-time' }),
  shortStatus: Type.String(),
  isScheduled: Type.Boolean({ description: 'Published with shortPostedOn in the future' }),
  shortReportedDetails: ReportedDetails,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const dateTime = "'yyyy-MM-dd HH:mm' or ISO 8601";

const ShortBody = Type.Object({
  shortCategory: OptionalString('Short video category id; required'),
  shortPostedOn: OptionalString(`${dateTime}, not in the past; defaults to now`),
  shortReportedDetails: OptionalString('User id of the reporter (or admin); defaults to the calling admin'),
  shortStatus: Type.Optional(Type.Union([Type.Literal('Pending'), Type.Literal('Published')])),
});

const tags = ['Short videos'];

export const shortsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ShortsService(app.db, app.storage);

  app.post(
    '/shorts/create',
    {
      schema: {
        tags,
        summary: 'Create a short video (Pending unless shortStatus is Published); upload its video next',
        body: ShortBody,
        response: { 201: Type.Object({ message: Type.String(), shortID: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Short Video Added successfully',
        shortID: await service.create(request.body, contextOf(request)),
      }),
  );

  app.put(
    '/shorts/upload/:id',
    {
      schema: {
        tags,
        summary:
          "Upload or replace a short's video (multipart field shortVideo: mp4, mov, avi, webm or mkv, at most 10 MB)",
        description:
          'The type is checked by content. ffmpeg then reads the duration and a poster frame; a file it cannot decode ' +
          'is refused with 400. When ffmpeg is unavailable the video is kept without poster and duration (null).',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          201: Type.Object({
            message: Type.String(),
            shortVideoURL: Type.String(),
            shortPosterURL: Type.Union([Type.String(), Type.Null()]),
            shortDurationSeconds: Type.Union([Type.Integer(), Type.Null()]),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Short Video');
      const video = await withUploadedFile(request, 'shortVideo', videoRule, messages.videoRequired, (file) =>
        service.setVideo(id, file, contextOf(request), request.log),
      );
      return reply.status(201).send({ message: 'File Uploaded successfully', ...video });
    },
  );

  app.post(
    '/shorts/upload',
    {
      schema: {
        tags,
        summary:
          'Import short videos from a spreadsheet (multipart field shortFile: .xls or .xlsx, at most 5 MB and 5000 rows)',
        description:
          'Columns (header row; human headers or field names): Category|shortCategory (short category name or id), ' +
          "Posted On|shortPostedOn (optional; date cell or 'yyyy-MM-dd HH:mm', not in the past), Status|shortStatus " +
          '(optional; Pending or Published), Reporter Mobile Number|reporterMobileNumber (optional; defaults to the admin). ' +
          "Videos are uploaded per short afterwards. Any invalid row refuses the whole file with 400 and every problem as 'Row N: message'.",
        consumes: ['multipart/form-data'],
        response: { 201: Type.Object({ message: Type.String(), importedCount: Type.Integer() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const importedCount = await withUploadedFile(
        request,
        'shortFile',
        spreadsheetRule,
        spreadsheetMessages.fileRequired,
        (file) => service.import(file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'File Uploaded successfully', importedCount });
    },
  );

  app.get(
    '/shorts/import/template',
    {
      schema: {
        tags,
        summary: 'An .xlsx short video import template: the header row and one example row',
        produces: [SPREADSHEET_CONTENT_TYPE],
      },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', SPREADSHEET_CONTENT_TYPE)
        .header('Content-Disposition', 'attachment; filename="shorts-import-template.xlsx"')
        .send(service.importTemplate()),
  );

  app.get(
    '/shorts/filter/:status',
    {
      schema: {
        tags,
        summary: 'One page of short videos: Pending, Published, Schedule (published, still in the future) or Rejected',
        params: Type.Object({
          status: Type.String({ description: 'Pending, Published, Rejected or Schedule (any case)' }),
        }),
        querystring: Type.Object({
          page: pageQuery(10).page,
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Default 10, or 15 for Rejected' }),
          ),
          category: OptionalString('Short category id (comma-joined ids also work)'),
        }),
        response: {
          200: Type.Object({ shorts: Type.Object({ shortsData: Type.Array(Short), pagination: PaginationSchema }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ shorts: await service.list(request.params.status, request.query, contextOf(request)) }),
  );

  app.get(
    '/shorts/get/:id',
    { schema: { tags, params: IdParams, response: { 200: Type.Object({ shorts: Short }), ...errorResponses } } },
    async (request) => ({ shorts: await service.get(request.params.id, contextOf(request)) }),
  );

  app.put(
    '/shorts/update/:id',
    {
      schema: {
        tags,
        summary: 'Edit a short video; fields left out keep their values. Rejected shorts cannot be edited (409).',
        params: IdParams,
        body: withVersion(ShortBody),
        response: {
          200: Type.Object({ message: Type.String(), shorts: Short }),
          ...errorResponses,
          ...staleResponse(Short),
        },
      },
    },
    async (request) => ({
      message: 'Short Video Updated successfully',
      shorts: await versionedUpdate(app.db, request, {
        table: shorts,
        current: (db) => new ShortsService(db, app.storage).get(request.params.id, contextOf(request)),
        update: (db) => new ShortsService(db, app.storage).update(request.params.id, request.body, contextOf(request)),
      }),
    }),
  );

  app.put(
    '/shorts/status/:id',
    {
      schema: {
        tags,
        summary: 'Publish or reject a short video (Rejected shorts cannot be published: 409)',
        params: IdParams,
        body: Type.Object({ shortStatus: Type.Union([Type.Literal('Published'), Type.Literal('Rejected')]) }),
        response: {
          200: Type.Object({ message: Type.String(), updatedCount: Type.Integer(), shorts: Short }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      message: 'Short Video status Updated successfully',
      ...(await service.setStatus(request.params.id, request.body.shortStatus, contextOf(request))),
    }),
  );
};
