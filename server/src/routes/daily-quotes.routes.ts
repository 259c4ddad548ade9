import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '#contract/rules';
import { contextOf } from '../lib/request-context.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { SPREADSHEET_CONTENT_TYPE, spreadsheetMessages, spreadsheetRule } from '../lib/spreadsheet.js';
import { requireId } from '../lib/validate.js';
import { imageOrGifRule } from '../media/images.js';
import { withUploadedFile } from '../media/upload.js';
import { DailyQuotesService } from '../services/daily-quotes.service.js';
import { IdParams, NullableString, OptionalString, ReportedDetails, errorResponses } from './schemas.js';
import { dailyQuotes } from '../db/schema.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { versionedUpdate } from '../services/versioned-update.js';

export const DailyQuote = Type.Object({
  dailyQuoteID: Type.String(),
  dailyQuoteMediaURL: NullableString,
  dailyQuoteThumbnailURL: NullableString,
  dailyQuotePublishDate: Type.String({ format: 'date-time' }),
  scheduledDate: Type.String({ format: 'date-time' }),
  dailyQuoteStatus: Type.String(),
  isScheduled: Type.Boolean({ description: 'Published with scheduledDate in the future' }),
  dailyQuoteReportedDetails: ReportedDetails,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const dateTime = "'yyyy-MM-dd HH:mm' or ISO 8601";
const NewStatus = Type.Optional(Type.Union([Type.Literal('Pending'), Type.Literal('Published')]));

const CreateBody = Type.Object({
  scheduledDate: OptionalString(`${dateTime}, not in the past; defaults to now`),
  dailyQuotePublishDate: OptionalString("The posted date, 'yyyy-MM-dd' (the form sends today); defaults to now"),
  dailyQuoteReportedDetails: OptionalString('User id of the reporter (or admin); defaults to the calling admin'),
  dailyQuoteStatus: NewStatus,
});

const UpdateBody = Type.Object({
  scheduledDate: OptionalString(`${dateTime}; a changed date must not be in the past`),
  dailyQuoteReportedDetails: OptionalString('User id of the reporter (or admin)'),
  dailyQuoteStatus: NewStatus,
});

const QuoteResult = Type.Object({ message: Type.String(), dailyQuotes: DailyQuote });
const tags = ['Daily quotes'];

export const dailyQuotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new DailyQuotesService(app.db, app.storage);

  app.post(
    '/dailyQuotes/create',
    {
      schema: {
        tags,
        summary: 'Create a daily quote (Pending unless dailyQuoteStatus is Published); upload its image next',
        body: CreateBody,
        response: { 201: Type.Object({ message: Type.String(), dailyQuoteID: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Daily Quote Added successfully',
        dailyQuoteID: await service.create(request.body, contextOf(request)),
      }),
  );

  app.put(
    '/dailyQuotes/upload/:id',
    {
      schema: {
        tags,
        summary:
          "Upload or replace a quote's image (multipart field dailyQuoteImage: .png, .jpg, .jpeg or .gif under 2 MB)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          201: Type.Object({ message: Type.String(), dailyQuoteMediaURL: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Quote');
      const dailyQuoteMediaURL = await withUploadedFile(
        request,
        'dailyQuoteImage',
        imageOrGifRule,
        messages.imageRequired,
        (file) => service.setImage(id, file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'Image uploaded successfully', dailyQuoteMediaURL });
    },
  );

  app.post(
    '/dailyQuotes/upload',
    {
      schema: {
        tags,
        summary:
          'Import daily quotes from a spreadsheet (multipart field dailyQuoteFile: .xls or .xlsx, at most 5 MB and 5000 rows)',
        description:
          "Columns (header row; human headers or field names): Scheduled Date|scheduledDate (date cell or 'yyyy-MM-dd HH:mm', " +
          'not in the past), Posted Date|dailyQuotePublishDate (optional; defaults to now), Status|dailyQuoteStatus ' +
          '(optional; Pending or Published), Reporter Mobile Number|reporterMobileNumber (optional; defaults to the admin). ' +
          "Images are uploaded per quote afterwards. Any invalid row refuses the whole file with 400 and every problem as 'Row N: message'.",
        consumes: ['multipart/form-data'],
        response: { 201: Type.Object({ message: Type.String(), importedCount: Type.Integer() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const importedCount = await withUploadedFile(
        request,
        'dailyQuoteFile',
        spreadsheetRule,
        spreadsheetMessages.fileRequired,
        (file) => service.import(file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'File Uploaded successfully', importedCount });
    },
  );

  app.get(
    '/dailyQuotes/import/template',
    {
      schema: {
        tags,
        summary: 'An .xlsx daily quote import template: the header row and one example row',
        produces: [SPREADSHEET_CONTENT_TYPE],
      },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', SPREADSHEET_CONTENT_TYPE)
        .header('Content-Disposition', 'attachment; filename="daily-quotes-import-template.xlsx"')
        .send(service.importTemplate()),
  );

  app.get(
    '/dailyQuotes/filter/:status',
    {
      schema: {
        tags,
        summary: 'One page of daily quotes: Pending, Published, Schedule (published, still in the future) or Rejected',
        description:
          'The date filters apply to the scheduled date, in whole days of the server time zone: days=1 is today, 7 and 15 ' +
          'the last 7 or 15 days up to the end of today; or fromDate and endDate (yyyy-MM-dd, both or neither, inclusive).',
        params: Type.Object({
          status: Type.String({ description: 'Pending, Published, Rejected or Schedule (any case)' }),
        }),
        querystring: Type.Object({
          ...pageQuery(15),
          days: OptionalString('1, 7 or 15'),
          fromDate: OptionalString('yyyy-MM-dd; with endDate'),
          endDate: OptionalString('yyyy-MM-dd, not before fromDate; with fromDate'),
        }),
        response: {
          200: Type.Object({
            dailyQuotes: Type.Object({ dailyQuotes: Type.Array(DailyQuote), pagination: PaginationSchema }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      dailyQuotes: await service.list(request.params.status, request.query, contextOf(request)),
    }),
  );

  app.get(
    '/dailyQuotes/get/:id',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: Type.Object({ dailyQuotes: DailyQuote }), ...errorResponses },
      },
    },
    async (request) => ({ dailyQuotes: await service.get(request.params.id, contextOf(request)) }),
  );

  app.put(
    '/dailyQuotes/update/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a daily quote; fields left out keep their values, the posted date is read-only. Rejected quotes: 409.',
        params: IdParams,
        body: withVersion(UpdateBody),
        response: { 200: QuoteResult, ...errorResponses, ...staleResponse(DailyQuote) },
      },
    },
    async (request) => ({
      message: 'Quotes Updated successfully',
      dailyQuotes: await versionedUpdate(app.db, request, {
        table: dailyQuotes,
        current: (db) => new DailyQuotesService(db, app.storage).get(request.params.id, contextOf(request)),
        update: (db) =>
          new DailyQuotesService(db, app.storage).update(request.params.id, request.body, contextOf(request)),
      }),
    }),
  );

  app.put(
    '/dailyQuotes/status/:id',
    {
      schema: {
        tags,
        summary: 'Publish or reject a daily quote (Rejected quotes cannot be published: 409)',
        params: IdParams,
        body: Type.Object({ dailyQuoteStatus: Type.Union([Type.Literal('Published'), Type.Literal('Rejected')]) }),
        response: {
          200: Type.Object({ message: Type.String(), updatedCount: Type.Integer(), dailyQuotes: DailyQuote }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      message: 'Quote status Updated successfully',
      ...(await service.setStatus(request.params.id, request.body.dailyQuoteStatus, contextOf(request))),
    }),
  );
};
