import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const dosAndDontsRoutes: FastifyPluginAsyncTypebox = async () => {};
