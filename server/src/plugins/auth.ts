import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { messages } from '#contract/rules';
import { HttpError } from '../lib/http-errors.js';
import type { UserRole } from '../db/schema.js';

export interface TokenPayload {
  sub: string;
  role: UserRole;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (login, health). */
    public?: boolean;
  }
}

/**
 * Every /api route needs a valid, unexpired admin token unless it is marked `config: { public: true }`.
 * Tokens are stateless, so any replica can check them.
 */
export const authPlugin = fp<{ secret: string; ttlMinutes: number }>(async (app, options) => {
  await app.register(jwt, { secret: options.secret, sign: { expiresIn: `${options.ttlMinutes}m` } });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (request.routeOptions.config?.public) return;
    if (!request.routeOptions.url) return; // unknown route: let the 404 handler answer
    if (!request.headers.authorization) throw new HttpError(401, messages.tokenNotFound);
    try {
      await request.jwtVerify();
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new HttpError(
        401,
        code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? 'Session expired, please log in again' : 'Invalid token',
      );
    }
    if (request.user.role !== 'Admin') throw new HttpError(403, messages.accessDenied);
  });
});
