import type { FastifyRequest } from 'fastify';
import type { Access } from '#contract/permissions';

/** What a service needs to know about the caller. */
export interface RequestContext {
  userId: string;
  /** The client's address (X-Forwarded-For only from trusted proxies), recorded with what the caller changes. */
  address: string;
  mediaUrl: (key: string | null | undefined) => string | null;
  /** Set by a revert: the update it makes is recorded as a revert of this audit entry. */
  revertOf?: string;
  /** What the caller may do (issue 40): the services read its language scope; absent for the system's own work. */
  access?: Access;
}

export const contextOf = (request: FastifyRequest): RequestContext => ({
  userId: request.user?.sub,
  address: request.ip,
  mediaUrl: (key) => request.mediaUrl(key),
  access: request.access,
});
