import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';

const helmetOptions = (scriptHashes: string[]): HelmetOptions => ({
  // Media must load in <img>/<video> of the app when it is served from another host.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", ...scriptHashes],
      connectSrc: ["'self'", 'https:', 'http:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
});

/**
 * The headers helmet sets, asked of it once. Nothing in them depends on the request (no nonces), and
 * @fastify/helmet built a new helmet, parsing and checking the policy again, for every request: as much CPU as
 * Fastify's own work on `/api/health` (`npm run bench:health`).
 */
const securityHeaders = (options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * Security headers for every response and CORS for clients served from other origins. `scriptHashes` are the inline
 * scripts the policy allows besides the app's files (app-shell.ts `inlineScriptHashes`).
 */
export const securityPlugin = fp<{ corsOrigins: string[] | boolean; scriptHashes?: string[] }>(async (app, options) => {
  const headers = securityHeaders(helmetOptions(options.scriptHashes ?? []));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
});
