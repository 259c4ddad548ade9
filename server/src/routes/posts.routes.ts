import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const postsRoutes: FastifyPluginAsyncTypebox = async () => {};
