import { randomUUID } from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/client.js';
import type { Storage } from './media/storage.js';
import { limits } from '#contract/rules';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { authPlugin } from './plugins/auth.js';
import { permissionsPlugin } from './plugins/permissions.js';
import { unreadBodiesPlugin } from './plugins/unread-bodies.js';
import { securityPlugin } from './plugins/security.js';
import { docsPlugin } from './plugins/docs.js';
import { mediaPlugin } from './plugins/media.js';
import { compressJsonPlugin } from './plugins/compress-json.js';
import { appShellPlugin, inlineScriptHashes } from './plugins/app-shell.js';
import { magazineRendererPlugin } from './plugins/magazine-renderer.js';
import { auditRetentionPlugin } from './plugins/audit-retention.js';
import { webhookWorkerPlugin } from './plugins/webhook-worker.js';
import { defaultWebhookSettings, type WebhookSettings } from './webhooks/webhook-worker.js';
import { notificationsRetentionPlugin } from './plugins/notifications-retention.js';
import { wentLivePlugin } from './plugins/went-live.js';
import { healthRoutes } from './health/health.routes.js';
import { authRoutes } from './account/auth.routes.js';
import { accountRoutes } from './account/account.routes.js';
import {
  dailyQuotesRoutes,
  deskContent,
  languageScopedContent,
  postsRoutes,
  reporterContentRoutes,
  shortVideosRoutes,
} from './content/content-kinds.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { backupsRoutes } from './backups/backups.routes.js';
import { savedViewsRoutes } from './saved-views/saved-views.routes.js';
import { eventsRoutes } from './live/events.routes.js';
import { presenceRoutes } from './live/presence.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { rolesRoutes } from './roles/roles.routes.js';
import { deskRoutes } from './desk/desk.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { declaredDeskRecords } from './declared/declared-desk.js';
import type { ResourceDeclaration } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import { declaredRoutes } from './declared/declared.routes.js';
import { resourceOverridesOf } from './section-overrides.js';
import { AccessLog } from './lib/access-log.js';
import type { LanguageScopedRecords } from './lib/record-scope.js';
import { BackupsService } from './backups/backups.service.js';
import type { BackupSettings } from './config.js';
import { livePlugin } from './live/live.plugin.js';
import { AuditedResources } from './audit/audited-resources.js';

export interface AppOptions {
  db: Db;
  storage: Storage;
  jwtSecret: string;
  tokenTtlMinutes?: number;
  publicUrl?: string;
  /** Origins allowed to call the API from another origin; none by default (the app is served from the same one). */
  corsOrigins?: string[] | boolean;
  /** The built app to serve with history fallback; omitted in API-only tests. */
  distDir?: string;
  /** Serve the build's `.map` files (SOURCE_MAPS=true); never by default. */
  sourceMaps?: boolean;
  logLevel?: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY): none by default, else a hop count or a list of
   * proxy addresses/CIDRs. Believing them from anyone would let a client choose its own address and host.
   */
  trustProxy?: number | string[];
  /** REQUIRE_2FA: an admin without two-factor sign-in can only set it up (and sign out). */
  requireTwoFactor?: boolean;
  /** Where Settings → Backups keeps archives; a new folder in the system's temporary one when not given (tests). */
  backups?: BackupSettings;
  /** AUDIT_RETENTION_DAYS: audit entries older than this are purged daily; 0 keeps them all. Default 365. */
  auditRetentionDays?: number;
  /** The declared resources to serve: those of contract/resources/ unless a test gives its own. */
  declarations?: readonly ResourceDeclaration[];
  /**
   * The PostgreSQL that `db` is on (DATABASE_URL): its LISTEN/NOTIFY carries the live events between processes.
   * Without it (PGlite) they are delivered within the process.
   */
  databaseUrl?: string;
  /** How often an open event stream gets a heartbeat comment; 20 seconds unless a test wants sooner. */
  liveHeartbeatMs?: number;
  /**
   * Webhook deliveries (issue 44): WEBHOOKS_ALLOW_PRIVATE, and the backoff, poll and timeout a test may shorten;
   * the schedule (1 min, 5 min, 30 min, 2 h, 6 h, ... for 24 h) unless given.
   */
  webhooks?: Partial<WebhookSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    storage: Storage;
    backups: BackupsService;
    /** The resources an audit entry can be reverted on; their routes register them. */
    auditedResources: AuditedResources;
    /** The records a role's languages limit outside their own lists: the audit log's and the event stream's. */
    languageScoped: readonly LanguageScopedRecords[];
  }
}

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel ?? 'info' },
    logController: new AccessLog(),
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
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
  app.decorate(
    'backups',
    new BackupsService(
      options.db,
      options.storage,
      options.backups ?? { dir: path.join(os.tmpdir(), `newsroom-backups-${randomUUID()}`), keep: 14 },
      (line) => app.log.info(line),
    ),
  );
  // A backup killed half-way left files no list offers but that take space: gone at the next start.
  app.addHook('onReady', async () => {
    await app.backups
      .removeUnfinished()
      .catch((error: Error) => app.log.warn(`Unfinished backups not removed: ${error.message}`));
  });
  app.decorate('auditedResources', new AuditedResources());
  app.decorate('languageScoped', languageScopedContent);

  await app.register(errorHandlerPlugin);
  await app.register(unreadBodiesPlugin);
  await app.register(securityPlugin, {
    corsOrigins: options.corsOrigins ?? false,
    scriptHashes: inlineScriptHashes(options.distDir),
  });
  await app.register(multipart, {
    limits: { fileSize: limits.magazinePdfMaxBytes + 1, files: 60, fields: 100, fieldSize: 64 * 1024, parts: 200 },
  });
  await app.register(docsPlugin);
  await app.register(authPlugin, {
    secret: options.jwtSecret,
    ttlMinutes: options.tokenTtlMinutes ?? 120,
    requireTwoFactor: options.requireTwoFactor ?? false,
  });
  await app.register(mediaPlugin, { storage: options.storage, publicUrl: options.publicUrl });
  await app.register(magazineRendererPlugin);
  await app.register(auditRetentionPlugin, { retentionDays: options.auditRetentionDays ?? 365 });
  const webhookSettings = { ...defaultWebhookSettings, ...options.webhooks };
  await app.register(webhookWorkerPlugin, { settings: webhookSettings });
  await app.register(notificationsRetentionPlugin);
  await app.register(wentLivePlugin, { resources: deskContent });
  await app.register(livePlugin, { listenUrl: options.databaseUrl, heartbeatMs: options.liveHeartbeatMs });

  await app.register(
    async (api) => {
      // Hooks of this scope run for every route registered in it, whatever form the request target takes.
      api.addHook('onRequest', api.authenticate);
      // After it: what the route needs of the admin's permissions (issue 40).
      await api.register(permissionsPlugin);
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      });
      await api.register(compressJsonPlugin);
      // Each section's hand-written routes, from its folder; the declared resources (contract/resources/) after them.
      for (const routes of [
        healthRoutes,
        authRoutes,
        accountRoutes,
        reporterContentRoutes,
        postsRoutes,
        shortVideosRoutes,
        dailyQuotesRoutes,
        dashboardRoutes,
        searchRoutes,
        backupsRoutes,
        savedViewsRoutes,
        eventsRoutes,
        presenceRoutes,
        auditRoutes,
        rolesRoutes,
        notificationsRoutes,
      ])
        await api.register(routes);
      const declarations = options.declarations ?? declaredResources;
      await api.register(deskRoutes([...deskContent, ...declaredDeskRecords(declarations)]));
      await api.register(declaredRoutes(declarations, resourceOverridesOf({ webhooks: webhookSettings })));
    },
    { prefix: '/api' },
  );

  await app.register(appShellPlugin, { distDir: options.distDir, sourceMaps: options.sourceMaps });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
