import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHART_DAYS, DashboardService, SOON_DAYS } from './dashboard.service.js';
import { errorResponses } from '../lib/http-schemas.js';
import { anyAdmin } from '../lib/route-permissions.js';

// Each figure is left out for an admin who may not list its resource (issue 40).
const Figure = (description: string) => Type.Optional(Type.Integer({ minimum: 0, description }));

const Dashboard = Type.Object({
  newReporters: Figure('Pending reporters of both types: the New Reporters list total'),
  pendingPosts: Figure('The New Posts (Pending) list total'),
  pendingShorts: Figure('The Pending short videos list total'),
  pendingQuotes: Figure('The Pending daily quotes list total'),
  ticketsInProgress: Figure('Tickets In Progress'),
  ticketsUnderReview: Figure('Tickets Under Review'),
  openTickets: Figure('Tickets In Progress or Under Review'),
  runningAds: Figure('Ads not yet expired: the Running Ads list total'),
  adsEndingSoon: Figure(`Running ads that expire within ${SOON_DAYS} days (${SOON_DAYS} × 24 hours from now)`),
  magazinesExpiringSoon: Figure(
    `Active magazines whose expiry day is within the next ${SOON_DAYS} days, today included (UTC days)`,
  ),
  jobsExpiringSoon: Figure(
    `Active jobs whose expiry day is within the next ${SOON_DAYS} days, today included (server time zone)`,
  ),
  soonDays: Type.Integer({ description: 'The "within N days" of the figures above' }),
  published: Type.Array(
    Type.Object({
      day: Type.String({ format: 'date', description: 'yyyy-MM-dd in the server time zone (TZ)' }),
      posts: Type.Optional(Type.Integer({ minimum: 0 })),
      shorts: Type.Optional(Type.Integer({ minimum: 0 })),
      quotes: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
    {
      minItems: CHART_DAYS,
      maxItems: CHART_DAYS,
      description: `Posts, short videos and daily quotes published per day over the last ${CHART_DAYS} days, oldest first, today last; an item counts on the day of its posting time (a quote: its scheduled date) once that time has come`,
    },
  ),
  generatedAt: Type.String({ format: 'date-time' }),
});

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new DashboardService(app.db);

  app.get(
    '/dashboard/summary',
    {
      config: anyAdmin,
      schema: {
        operationId: 'getDashboardSummary',
        tags: ['Dashboard'],
        summary: "What waits for the admin, and the last 30 days' published content (beyond the spec)",
        description:
          'Each figure is the total of the list it names, read from the trigger-kept count tables and the indexes, so the call stays fast at millions of posts.',
        response: { 200: Type.Object({ dashboard: Dashboard }), ...errorResponses },
      },
    },
    async (request) => ({ dashboard: await service.summary(request.access) }),
  );
};
