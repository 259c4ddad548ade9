import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const reportersRoutes: FastifyPluginAsyncTypebox = async () => {};
