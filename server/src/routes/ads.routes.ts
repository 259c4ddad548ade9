import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const adsRoutes: FastifyPluginAsyncTypebox = async () => {};
