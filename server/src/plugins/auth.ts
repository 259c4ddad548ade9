import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { messages } from '#contract/rules';
import { HttpError } from '../lib/http-errors.js';
import type { UserRole } from '../db/schema.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { accessOf, grantsOf, type Access } from '#contract/permissions';

export interface TokenPayload {
  sub: string;
  role: UserRole;
  /** The session this token belongs to; Sign Out revokes it. */
  sid: string;
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
    /** Reachable by an admin who must still set up two-factor sign-in (REQUIRE_2FA): enrolment, profile, Sign Out. */
    beforeTwoFactor?: boolean;
    /** Reachable by an admin who signed in with a one-time password and must set their own: profile, Sign Out. */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** What the signed-in admin may do: their roles' permissions added up (set by `authenticate`). */
    access: Access;
    /** The names of the signed-in admin's roles (set by `authenticate`). */
    roles: readonly string[];
  }
  interface FastifyInstance {
    /** Starts a session for a user who proved their password, and answers its token. */
    issueToken(user: { id: string; role: UserRole }, clientAddress: string, userAgent?: string): Promise<string>;
    /** REQUIRE_2FA: every admin must have two-factor sign-in on. */
    requireTwoFactor: boolean;
    /** The onRequest hook of every protected route: a valid token of an open session of an active Admin. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Ends the session of the request's token (Sign Out). */
    revokeSession(request: FastifyRequest): Promise<void>;
  }
}

export const SESSION_ENDED = 'Session expired, please log in again';
export const TWO_FACTOR_SETUP_REQUIRED = 'Set up two-factor sign-in to continue';
export const PASSWORD_CHANGE_REQUIRED = 'Change your password to continue';

/** How stale a session's last use may get before a request records a new one. */
const TOUCH_AFTER_MS = 60_000;

/**
 * How long a process trusts what it last read of a session (issue 46): the lookup was a round trip on every
 * protected request. Half a second keeps the promise that a session ended on another process (Sign Out, a revoked
 * device, a changed password, a demotion) is refused everywhere within 1 s; this process forgets everything it read
 * as soon as it answers any change (below), so its own changes apply to the next request as before.
 */
const SESSION_TRUST_MS = 500;
/** Past this many remembered sessions the memory starts over rather than growing with sessions seen once. */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Tokens are HS256 JWTs that must carry `exp` and name a session row, so any replica can check them and Sign Out,
 * a changed password or a demoted user end them everywhere. The hook is added by the /api scope (see app.ts), so
 * it is the route, not the URL string, that decides whether a request needs it.
 */
export const authPlugin = fp<{ secret: string; ttlMinutes: number; requireTwoFactor?: boolean }>(
  async (app, options) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: `${options.ttlMinutes}m` },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] },
    });
    const sessions = new SessionsRepository(app.db);
    type OpenSession = NonNullable<Awaited<ReturnType<SessionsRepository['findOpen']>>>;
    const remembered = new Map<string, { user: OpenSession; access: Access; roles: string[]; until: number }>();
    const readSession = async (sid: string, sub: string) => {
      const key = `${sid} ${sub}`;
      const known = remembered.get(key);
      if (known && known.until > Date.now()) return known;
      const user = await sessions.findOpen(sid, sub);
      if (!user) return undefined;
      if (remembered.size >= REMEMBERED_SESSIONS) remembered.clear();
      const read = {
        user,
        access: accessOf(user.roles.flatMap(grantsOf)),
        roles: user.roles.map((held) => held.name),
        until: Date.now() + SESSION_TRUST_MS,
      };
      remembered.set(key, read);
      return read;
    };
    // Any change may end a session or change a role: one answered by this process applies to its next request.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') remembered.clear();
    });

    app.decorate('requireTwoFactor', options.requireTwoFactor ?? false);

    app.decorate(
      'issueToken',
      async (user: { id: string; role: UserRole }, clientAddress: string, userAgent?: string) => {
        const session = await sessions.create(user.id, clientAddress, options.ttlMinutes, userAgent);
        return app.jwt.sign({ sub: user.id, role: user.role, sid: session.id });
      },
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (request.routeOptions.config?.public) return;
      if (!request.headers.authorization) throw new HttpError(401, messages.tokenNotFound);
      try {
        await request.jwtVerify();
      } catch (error) {
        const code = (error as { code?: string }).code;
        throw new HttpError(401, code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? SESSION_ENDED : 'Invalid token');
      }
      const { sub, sid, role } = request.user;
      if (typeof sid !== 'string' || typeof sub !== 'string') throw new HttpError(401, 'Invalid token');
      if (role !== 'Admin') throw new HttpError(403, messages.accessDenied);
      const session = await readSession(sid, sub);
      const user = session?.user;
      if (!user || user.role !== 'Admin' || user.status !== 'Active') {
        throw new HttpError(401, SESSION_ENDED);
      }
      if (Date.now() - user.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
        await sessions.touch(sid);
        user.lastUsedAt = new Date();
      }
      request.access = session.access;
      request.roles = session.roles;
      // The password comes first: an admin on a one-time password may not yet enrol a device in someone's sight.
      if (user.mustChangePassword && !request.routeOptions.config?.beforePasswordChange) {
        throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
      }
      if (options.requireTwoFactor && !user.twoFactorEnabled && !request.routeOptions.config?.beforeTwoFactor) {
        throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED);
      }
    });

    app.decorate('revokeSession', async (request: FastifyRequest) => {
      await sessions.revoke(request.user.sid);
    });
  },
);
