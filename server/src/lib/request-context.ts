import type { FastifyRequest } from 'fastify';

/** What a service needs to know about the caller. */
export interface RequestContext {
  userId: string;
  /** The client's address (X-Forwarded-For only from trusted proxies), recorded with what the caller changes. */
  address: string;
  mediaUrl: (key: string | null | undefined) => string | null;
  /** Set by a revert: the update it makes is recorded as a revert of this audit entry. */
  revertOf?: string;
}

export const contextOf = (request: FastifyRequest): RequestContext => ({
  userId: request.user?.sub,
  address: request.ip,
  mediaUrl: (key) => request.mediaUrl(key),
});
