import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { limits, messages } from '#contract/rules';
import { contextOf, type RequestContext } from '../lib/request-context.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { requireId } from '../lib/validate.js';
import { pdfRule } from '../media/pdf.js';
import { fileUploadForm, withUploadedFile } from '../media/upload.js';
import { MagazinesService } from '../services/magazines.service.js';
import { EndingWithin, IdParams, OptionalString, errorResponses } from '../lib/http-schemas.js';
import { magazines } from '../db/schema.js';
import { staleResponse, withVersion, versionOf } from '../lib/versions.js';
import { saveAtVersion } from '../resources/versioned-update.js';

const magazineFileRule = pdfRule(limits.magazinePdfMaxBytes, messages.magazineFileSize);

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
        'upload is done, `magazine` keeps the pages of the previous one.',
    },
  ),
  renderedPages: Type.Integer({ description: 'Pages of the latest upload rendered so far' }),
  totalPages: Type.Integer({ description: 'Pages in the latest upload' }),
  renderError: Type.Union([Type.String(), Type.Null()]),
};

const Magazine = Type.Object({
  magazineID: Type.String(),
  name: Type.String(),
  startDate: Type.String({ description: 'yyyy-MM-dd (UTC)' }),
  expiryDate: Type.String({ description: 'yyyy-MM-dd (UTC)' }),
  offerAvailableDays: Type.Integer({
    description: 'Days from today (or the start, if later) through the expiry date, both included; 0 when expired',
  }),
  magazine: Type.Array(
    Type.Object({
      pageNumber: Type.Integer(),
      imageUrl: Type.String({ description: 'WebP, 1200 px wide' }),
      width: Type.Integer(),
      height: Type.Integer(),
    }),
    { description: 'The rendered pages, in order' },
  ),
  pdfUrl: Type.Union([Type.String(), Type.Null()], { description: 'The PDF the pages were rendered from' }),
  ...RenderState,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const MagazineBody = Type.Object({
  name: OptionalString('Shop name; required, at most 100 characters'),
  startDate: OptionalString('yyyy-MM-dd; on create not before today (UTC), on edit a changed start neither'),
  expiryDate: OptionalString('yyyy-MM-dd; not before startDate'),
});

const tags = ['Magazines'];

export const magazinesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new MagazinesService(app.db, app.storage);

  /** The update call, and a revert of one of its audit entries. */
  const save = (id: string, body: Parameters<typeof service.update>[1], ctx: RequestContext, version?: Date) =>
    saveAtVersion(app.db, id, version, {
      table: magazines,
      current: (db) => new MagazinesService(db, app.storage).get(id, ctx),
      update: (db) => new MagazinesService(db, app.storage).update(id, body, ctx),
      audit: { resource: 'magazines', actor: ctx },
    });
  app.auditedResources.register('magazines', {
    get: (id, ctx) => service.get(id, ctx),
    update: save,
    fields: Object.keys(MagazineBody.properties),
  });

  app.get(
    '/magazines/filter/:status',
    {
      schema: {
        operationId: 'listMagazines',
        tags,
        summary: 'One page of active or expired magazines',
        description:
          'status is active (expiry today or later, UTC; newest start first) or expired (expiry before today; latest ' +
          "expiry first), also accepted as the app's 'expiry'. days (1, 7, 15 or 30) keeps active magazines that " +
          'started in the last that many days including today, and expired magazines that expired in that many days ' +
          'before today. endingWithin (active only; 400 on expired) keeps the active magazines that expire within ' +
          'that many days: the list behind the dashboard figure magazinesExpiringSoon, counted the same way.',
        params: Type.Object({ status: Type.String({ description: 'active or expired' }) }),
        querystring: Type.Object({
          ...pageQuery(15),
          days: OptionalString('1, 7, 15 or 30'),
          endingWithin: EndingWithin('active magazines whose expiry day (UTC) is today or one of the N-1 days after'),
        }),
        response: {
          200: Type.Object({
            magazines: Type.Object({
              magazinesData: Type.Array(Magazine),
              totalPages: Type.Integer(),
              totalRecords: Type.Integer(),
              pagination: PaginationSchema,
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      magazines: await service.list(request.params.status, request.query, contextOf(request)),
    }),
  );

  app.post(
    '/magazines/create',
    {
      schema: {
        operationId: 'createMagazine',
        tags,
        summary: 'Create a magazine; its PDF is uploaded next with PUT /magazines/upload/{id}',
        body: MagazineBody,
        response: { 201: Type.Object({ message: Type.String(), magazineID: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Magazine Added successfully',
        magazineID: await service.create(request.body, contextOf(request)),
      }),
  );

  app.put(
    '/magazines/upload/:id',
    {
      schema: {
        operationId: 'uploadMagazineFile',
        tags,
        summary: "Upload or replace a magazine's PDF (multipart field magazineFile, at most 20 MB and 300 pages)",
        description:
          'The PDF is checked (by content, and it must parse) before the answer; its pages are then rendered in the ' +
          'background. Poll GET /magazines/render/{id} or /magazines/get/{id} for renderStatus and renderedPages. ' +
          'A replaced PDF keeps its pages until the new one has rendered completely; a failed render leaves them too.',
        ...fileUploadForm('magazineFile', magazineFileRule, messages.magazineFileRequired),
        params: IdParams,
        response: { 201: Type.Object({ message: Type.String(), magazines: Magazine }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Magazine');
      await service.assertExists(id);
      const magazines = await withUploadedFile(
        request,
        'magazineFile',
        magazineFileRule,
        messages.magazineFileRequired,
        (file) => service.upload(id, file, contextOf(request)),
      );
      app.magazineRenderer.wake();
      return reply.status(201).send({ message: 'File Uploaded successfully', magazines });
    },
  );

  app.get(
    '/magazines/get/:id',
    {
      schema: {
        operationId: 'getMagazine',
        tags,
        summary: 'One magazine with its pages and render state',
        params: IdParams,
        response: { 200: Type.Object({ magazines: Magazine }), ...errorResponses },
      },
    },
    async (request) => ({ magazines: await service.get(request.params.id, contextOf(request)) }),
  );

  app.get(
    '/magazines/render/:id',
    {
      schema: {
        operationId: 'getMagazineRender',
        tags,
        summary: "Progress of a magazine's latest upload, for polling while its pages render (not in the spec)",
        params: IdParams,
        response: {
          200: Type.Object({ render: Type.Object({ magazineID: Type.String(), ...RenderState }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ render: await service.renderProgress(request.params.id) }),
  );

  app.put(
    '/magazines/update/:id',
    {
      schema: {
        operationId: 'updateMagazine',
        tags,
        summary: 'Edit a magazine; fields left out keep their values (the PDF is replaced with the upload call)',
        params: IdParams,
        body: withVersion(MagazineBody),
        response: {
          200: Type.Object({ message: Type.String(), magazines: Magazine }),
          ...errorResponses,
          ...staleResponse(Magazine),
        },
      },
    },
    async (request) => ({
      message: 'Magazine updated successfully',
      magazines: await save(request.params.id, request.body, contextOf(request), versionOf(request)),
    }),
  );
};
