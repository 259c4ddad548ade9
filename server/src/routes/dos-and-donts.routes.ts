import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contextOf, type RequestContext } from '../lib/request-context.js';
import { DosAndDontsService } from '../services/dos-and-donts.service.js';
import { IdParams, OptionalString, errorResponses } from '../lib/http-schemas.js';
import { dosAndDonts } from '../db/schema.js';
import { staleResponse, withVersion, versionOf } from '../lib/versions.js';
import { saveAtVersion } from '../services/versioned-update.js';

const DosAndDonts = Type.Object({
  dosAndDontID: Type.String(),
  title: Type.String(),
  points: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
const DosAndDontsResult = Type.Object({ message: Type.String(), dosAndDontData: DosAndDonts });
const DosAndDontsBody = Type.Object({
  title: OptionalString('Required, at most 200 characters'),
  points: Type.Optional(
    Type.Array(Type.String(), { description: 'Plain-text points, each required; at most 2000 characters in all' }),
  ),
});
const tags = ["Dos and Don'ts"];

export const dosAndDontsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new DosAndDontsService(app.db);

  /** The update call, and a revert of one of its audit entries. */
  const save = (id: string, body: Parameters<typeof service.update>[1], ctx: RequestContext, version?: Date) =>
    saveAtVersion(app.db, id, version, {
      table: dosAndDonts,
      current: (db) => new DosAndDontsService(db).get(),
      update: (db) => new DosAndDontsService(db).update(id, body),
      audit: { resource: 'dosAndDonts', actor: ctx },
    });
  app.auditedResources.register('dosAndDonts', {
    wholeBody: true,
    get: async () => (await service.get()) ?? {},
    update: save,
    fields: Object.keys(DosAndDontsBody.properties),
  });

  app.post(
    '/dosAndDonts/create',
    {
      schema: {
        operationId: 'createDosAndDonts',
        tags,
        summary: "Create the platform's one Dos and Don'ts page (409 when it exists)",
        body: DosAndDontsBody,
        response: { 201: DosAndDontsResult, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: "Do's and Dont's added successfully",
        dosAndDontData: await service.create(request.body, contextOf(request)),
      }),
  );

  app.get(
    '/dosAndDonts/get',
    {
      schema: {
        operationId: 'getDosAndDonts',
        tags,
        summary: "The Dos and Don'ts page, or null before one is created",
        response: { 200: Type.Object({ dosAndDontData: Type.Union([DosAndDonts, Type.Null()]) }), ...errorResponses },
      },
    },
    async () => ({ dosAndDontData: await service.get() }),
  );

  app.put(
    '/dosAndDonts/update/:id',
    {
      schema: {
        operationId: 'updateDosAndDonts',
        tags,
        summary: "Edit the Dos and Don'ts page",
        params: IdParams,
        body: withVersion(DosAndDontsBody),
        response: { 200: DosAndDontsResult, ...errorResponses, ...staleResponse(DosAndDonts) },
      },
    },
    async (request) => ({
      message: "Do's and Dont's updated successfully",
      dosAndDontData: await save(request.params.id, request.body, contextOf(request), versionOf(request)),
    }),
  );
};
