import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LanguagesService } from '../services/languages.service.js';
import { IdParams, OptionalString, StatusToggle, errorResponses } from './schemas.js';
import { languages } from '../db/schema.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { versionedUpdate } from '../services/versioned-update.js';

const Language = Type.Object({
  languageID: Type.String(),
  languageName: Type.String(),
  languageStatus: Type.String(),
  updatedAt: Type.String({ format: 'date-time', description: 'Send it back with an update to refuse a stale save' }),
});
const LanguageResult = Type.Object({ message: Type.String(), languageData: Language });
const LanguageBody = Type.Object({ languageName: OptionalString('Required, at most 100 characters') });
const tags = ['Languages'];

export const languagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new LanguagesService(app.db);

  app.post(
    '/language/create',
    { schema: { tags, body: LanguageBody, response: { 201: LanguageResult, ...errorResponses } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: 'Language Added successfully', languageData: await service.create(request.body) }),
  );

  app.get(
    '/language/get',
    {
      schema: {
        tags,
        summary: 'All languages, split into active and inactive, by name',
        response: {
          200: Type.Object({
            languageData: Type.Object({
              activeLanguages: Type.Array(Language),
              inActiveLanguages: Type.Array(Language),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async () => ({ languageData: await service.list() }),
  );

  app.get(
    '/language/get/:id',
    {
      schema: { tags, params: IdParams, response: { 200: Type.Object({ languageData: Language }), ...errorResponses } },
    },
    async (request) => ({ languageData: await service.get(request.params.id) }),
  );

  app.put(
    '/language/update/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: withVersion(LanguageBody),
        response: { 200: LanguageResult, ...errorResponses, ...staleResponse(Language) },
      },
    },
    async (request) => ({
      message: 'Language updated successfully',
      languageData: await versionedUpdate(app.db, request, {
        table: languages,
        current: (db) => new LanguagesService(db).get(request.params.id),
        update: (db) => new LanguagesService(db).rename(request.params.id, request.body),
      }),
    }),
  );

  app.put(
    '/language/status/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: Type.Object({ languageStatus: StatusToggle }),
        response: { 200: LanguageResult, ...errorResponses },
      },
    },
    async (request) => {
      const languageData = await service.setStatus(request.params.id, request.body.languageStatus);
      return { message: `Language is ${languageData.languageStatus}`, languageData };
    },
  );
};
