import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['Platform'],
        summary: 'Readiness: 200 once the database answers',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: Type.Object({ status: Type.String() }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};
