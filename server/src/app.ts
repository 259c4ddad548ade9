import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/client.js';
import type { Storage } from './media/storage.js';
import { limits } from '../../src/validation/rules.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { authPlugin } from './plugins/auth.js';
import { securityPlugin } from './plugins/security.js';
import { docsPlugin } from './plugins/docs.js';
import { mediaPlugin } from './plugins/media.js';
import { appShellPlugin } from './plugins/app-shell.js';
import { magazineRendererPlugin } from './plugins/magazine-renderer.js';
import { healthRoutes } from './routes/health.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { reportersRoutes } from './routes/reporters.routes.js';
import { reporterTicketsRoutes } from './routes/reporter-tickets.routes.js';
import { reporterContentRoutes } from './routes/reporter-content.routes.js';
import { languagesRoutes } from './routes/languages.routes.js';
import { categoriesRoutes } from './routes/categories.routes.js';
import { postsRoutes } from './routes/posts.routes.js';
import { dosAndDontsRoutes } from './routes/dos-and-donts.routes.js';
import { adsRoutes } from './routes/ads.routes.js';
import { magazinesRoutes } from './routes/magazines.routes.js';
import { novelsRoutes } from './routes/novels.routes.js';
import { jobsRoutes } from './routes/jobs.routes.js';
import { shortsRoutes } from './routes/shorts.routes.js';
import { dailyQuotesRoutes } from './routes/daily-quotes.routes.js';

export interface AppOptions {
  db: Db;
  storage: Storage;
  jwtSecret: string;
  tokenTtlMinutes?: number;
  publicUrl?: string;
  corsOrigins?: string[] | true;
  /** The built app to serve with history fallback; omitted in API-only tests. */
  distDir?: string;
  logLevel?: string;
  trustProxy?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    storage: Storage;
  }
}

/** What a service needs to know about the caller. */
export interface RequestContext {
  userId: string;
  mediaUrl: (key: string | null | undefined) => string | null;
}

export const contextOf = (request: FastifyRequest): RequestContext => ({
  userId: request.user?.sub,
  mediaUrl: (key) => request.mediaUrl(key),
});

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel ?? 'info' },
    trustProxy: options.trustProxy ?? true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Action calls (approve, dis-approve) are often sent with a JSON content type and no body: that is {}.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    return text.trim() === '' ? done(null, {}) : parseJson(request, text, done);
  });

  app.decorate('db', options.db);
  app.decorate('storage', options.storage);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { corsOrigins: options.corsOrigins ?? true });
  await app.register(multipart, {
    limits: { fileSize: limits.magazinePdfMaxBytes + 1, files: 60, fields: 100, fieldSize: 64 * 1024, parts: 200 },
  });
  await app.register(docsPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, ttlMinutes: options.tokenTtlMinutes ?? 120 });
  await app.register(mediaPlugin, { storage: options.storage, publicUrl: options.publicUrl });
  await app.register(magazineRendererPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(reportersRoutes);
      await api.register(reporterTicketsRoutes);
      await api.register(reporterContentRoutes);
      await api.register(languagesRoutes);
      await api.register(categoriesRoutes);
      await api.register(postsRoutes);
      await api.register(dosAndDontsRoutes);
      await api.register(adsRoutes);
      await api.register(magazinesRoutes);
      await api.register(novelsRoutes);
      await api.register(jobsRoutes);
      await api.register(shortsRoutes);
      await api.register(dailyQuotesRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(appShellPlugin, { distDir: options.distDir });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
