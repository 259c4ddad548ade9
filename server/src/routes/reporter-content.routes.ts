import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const reporterContentRoutes: FastifyPluginAsyncTypebox = async () => {};
