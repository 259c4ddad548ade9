/**
 * A server of one `npm run bench:health` variant (argv[2]): bare Fastify answering `/api/health` as the product does,
 * alone or with one of the product's cross-cutting plugins, so each plugin's cost shows on its own. Started by
 * health.ts like the real server (PORT, HOST, DATABASE_URL from the environment).
 */
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { openDatabase } from '../server/src/db/client.js';
import { loadConfig } from '../server/src/config.js';
import { securityPlugin } from '../server/src/plugins/security.js';
import { authPlugin } from '../server/src/plugins/auth.js';
import { AccessLog } from '../server/src/lib/access-log.js';
import { healthRoutes } from '../server/src/health/health.routes.js';

export const variants = {
  bare: 'bare Fastify, no logger',
  logging: "bare + Fastify's request logging at info",
  accessLog: 'bare + one line per request (AccessLog) at info',
  security: 'bare + security headers and CORS (securityPlugin)',
  auth: 'bare + auth hook (authPlugin, public route)',
} as const;

const serve = async (variant: keyof typeof variants) => {
  const config = loadConfig();
  const database = await openDatabase(config);
  const logs = variant === 'logging' || variant === 'accessLog';
  const app = Fastify({
    logger: logs && { level: 'info' },
    logController: variant === 'accessLog' ? new AccessLog() : undefined,
  });
  app.decorate('db', database.db);
  if (variant === 'security') await app.register(securityPlugin, { corsOrigins: false });
  if (variant === 'auth') await app.register(authPlugin, { secret: 'x'.repeat(32), ttlMinutes: 120 });
  await app.register(
    async (api) => {
      if (variant === 'auth') api.addHook('onRequest', api.authenticate);
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );
  await app.listen({ port: config.port, host: config.host });
};

// health.ts imports the list of variants; run as a script, this file serves one.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const variant = process.argv[2];
  if (!(variant in variants)) throw new Error(`Unknown variant ${variant}; one of ${Object.keys(variants).join(', ')}`);
  await serve(variant as keyof typeof variants);
}
