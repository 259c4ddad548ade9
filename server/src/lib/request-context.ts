import type { FastifyRequest } from 'fastify';

/** What a service needs to know about the caller. */
export interface RequestContext {
  userId: string;
  mediaUrl: (key: string | null | undefined) => string | null;
}

export const contextOf = (request: FastifyRequest): RequestContext => ({
  userId: request.user?.sub,
  mediaUrl: (key) => request.mediaUrl(key),
});
