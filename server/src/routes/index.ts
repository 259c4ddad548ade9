import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoutes } from './health.routes.js';
import { authRoutes } from './auth.routes.js';
import { accountRoutes } from './account.routes.js';
import { reportersRoutes } from './reporters.routes.js';
import { magazinesRoutes } from './magazines.routes.js';
import { dailyQuotesRoutes, postsRoutes, reporterContentRoutes, shortVideosRoutes } from '../content/content-kinds.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { backupsRoutes } from './backups.routes.js';
import { savedViewsRoutes } from './saved-views.routes.js';
import { eventsRoutes } from '../live/events.routes.js';
import { presenceRoutes } from '../live/presence.routes.js';
import { auditRoutes } from '../audit/audit.routes.js';

/** Every hand-written /api route plugin; declared resources (contract/resources/) get theirs from app.ts. */
export const apiRoutes: FastifyPluginAsyncTypebox[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  reportersRoutes,
  reporterContentRoutes,
  postsRoutes,
  magazinesRoutes,
  shortVideosRoutes,
  dailyQuotesRoutes,
  dashboardRoutes,
  backupsRoutes,
  savedViewsRoutes,
  eventsRoutes,
  presenceRoutes,
  auditRoutes,
];
