import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Liveness must not queue behind list queries on the embedded database's single connection, or a busy
  // server would be restarted by its own probe.
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['Platform'],
        summary: 'Liveness: 200 while the process serves requests (does not ask the database)',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        operationId: 'getReadiness',
        tags: ['Platform'],
        summary: 'Readiness: 200 once the database answers, 503 while it does not',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: Status },
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
