import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const reporterTicketsRoutes: FastifyPluginAsyncTypebox = async () => {};
