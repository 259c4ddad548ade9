import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contextOf } from '../lib/request-context.js';
import { ReporterTicketsService } from '../services/reporter-tickets.service.js';
import { IdParams, NullableString, OptionalString, errorResponses } from './schemas.js';

const Ticket = Type.Object({
  reporterTicketID: Type.String(),
  description: Type.String(),
  ticketImageURL: NullableString,
  reporterTicketStatus: Type.String({ description: 'inProgress, underReview or resolved' }),
  roleID: Type.Object({
    roleID: Type.String(),
    profilePic: NullableString,
    firstName: Type.String(),
    lastName: Type.String(),
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const tags = ['Reporter tickets'];

export const reporterTicketsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ReporterTicketsService(app.db);

  app.get(
    '/reporter/tickets/get',
    {
      schema: {
        tags,
        summary: 'Tickets grouped by status, newest first in each group',
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Most tickets per group' }),
        }),
        response: {
          200: Type.Object({
            reporterTicketsList: Type.Object({
              inProgressTickets: Type.Array(Ticket),
              underReviewTickets: Type.Array(Ticket),
              resolvedTickets: Type.Array(Ticket),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ reporterTicketsList: await service.list(request.query.limit, contextOf(request)) }),
  );

  app.put(
    '/reporter/ticket/:id',
    {
      schema: {
        tags,
        summary: 'Move a ticket forward: inProgress to underReview or resolved, underReview to resolved',
        params: IdParams,
        body: Type.Object({
          reporterTicketStatus: OptionalString('inProgress (or "in progress"), underReview or resolved'),
        }),
        response: { 200: Type.Object({ message: Type.String(), reporterTicket: Ticket }), ...errorResponses },
      },
    },
    async (request) => ({
      message: 'Ticket updated successfully',
      reporterTicket: await service.setStatus(request.params.id, request.body ?? {}, contextOf(request)),
    }),
  );
};
