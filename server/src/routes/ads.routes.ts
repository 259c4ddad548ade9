import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '#contract/rules';
import { contextOf } from '../lib/request-context.js';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { requireId } from '../lib/validate.js';
import { imageRule } from '../media/images.js';
import { withUploadedFile } from '../media/upload.js';
import { AdsService } from '../services/ads.service.js';
import { EndingWithin, IdParams, NullableString, OptionalString, StatusToggle, errorResponses } from './schemas.js';
import { ads } from '../db/schema.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { versionedUpdate } from '../services/versioned-update.js';

const Ad = Type.Object({
  adsID: Type.String(),
  adsTitle: Type.String(),
  adsImageURL: NullableString,
  adsThumbnailURL: NullableString,
  startDateTime: Type.String(),
  expiryDateTime: Type.String(),
  adStatus: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const AdResult = Type.Object({ message: Type.String(), ads: Ad });
const dateTime = 'yyyy-MM-dd HH:mm or ISO 8601';
const AdBody = Type.Object({
  adsTitle: OptionalString('Required, at most 100 characters'),
  startDateTime: OptionalString(`${dateTime}; not in the past`),
  expiryDateTime: OptionalString(`${dateTime}; after startDateTime`),
});
const tags = ['Ads'];

export const adsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new AdsService(app.db, app.storage);

  app.get(
    '/ads/filter/:status',
    {
      schema: {
        tags,
        summary: 'One page of running ads (not yet expired, newest start first) or expired ads (latest expiry first)',
        description:
          'endingWithin (running only; 400 on expired) keeps the running ads that end within that many days ' +
          '(N × 24 hours from now): the list behind the dashboard figure adsEndingSoon, counted the same way.',
        params: Type.Object({ status: Type.String({ description: 'running or expired' }) }),
        querystring: Type.Object({
          ...pageQuery(15),
          endingWithin: EndingWithin('running ads that end within N × 24 hours from now'),
        }),
        response: {
          200: Type.Object({
            ads: Type.Object({
              ads: Type.Array(Ad),
              totalPages: Type.Integer(),
              totalRecords: Type.Integer(),
              pagination: PaginationSchema,
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ ads: await service.list(request.params.status, request.query, contextOf(request)) }),
  );

  app.post(
    '/ads/create',
    {
      schema: {
        tags,
        summary: 'Create an ad; its image is uploaded next with PUT /ads/upload/{id}',
        body: AdBody,
        response: { 201: Type.Object({ message: Type.String(), adsID: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ message: 'Ad Added successfully', adsID: await service.create(request.body) }),
  );

  app.get(
    '/ads/get/:id',
    {
      schema: {
        tags,
        summary: 'One ad, for the edit modal (not listed in the spec)',
        params: IdParams,
        response: { 200: Type.Object({ ads: Ad }), ...errorResponses },
      },
    },
    async (request) => ({ ads: await service.get(request.params.id, contextOf(request)) }),
  );

  app.put(
    '/ads/upload/:id',
    {
      schema: {
        tags,
        summary: "Upload or replace an ad's image (multipart field adsImage: .png, .jpg or .jpeg under 2 MB)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: Type.Object({ message: Type.String(), adsImageURL: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Ad');
      const adsImageURL = await withUploadedFile(request, 'adsImage', imageRule, messages.imageRequired, (file) =>
        service.setImage(id, file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'Image uploaded successfully', adsImageURL });
    },
  );

  app.put(
    '/ads/update/:id',
    {
      schema: {
        tags,
        summary: 'Edit an ad; fields left out keep their values, a changed start must not be in the past',
        params: IdParams,
        body: withVersion(AdBody),
        response: { 200: AdResult, ...errorResponses, ...staleResponse(Ad) },
      },
    },
    async (request) => ({
      message: 'Ad Updated successfully',
      ads: await versionedUpdate(app.db, request, {
        table: ads,
        current: (db) => new AdsService(db, app.storage).get(request.params.id, contextOf(request)),
        update: (db) => new AdsService(db, app.storage).update(request.params.id, request.body, contextOf(request)),
      }),
    }),
  );

  app.put(
    '/ads/status/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: Type.Object({ adStatus: StatusToggle }),
        response: { 200: AdResult, ...errorResponses },
      },
    },
    async (request) => {
      const ads = await service.setStatus(request.params.id, request.body.adStatus, contextOf(request));
      return { message: `Ad is ${ads.adStatus}`, ads };
    },
  );
};
