import { contentRoutes, reporterGroupsRoutes } from './content.routes.js';
import { dailyQuoteKind } from './daily-quotes/daily-quote-kind.js';
import { postKind } from './posts/post-kind.js';
import { shortKind } from './shorts/short-kind.js';

/** The route plugins of the three content kinds, and the reporter page's lists of all three. */
export const postsRoutes = contentRoutes(postKind);
export const shortsRoutes = contentRoutes(shortKind);
export const dailyQuotesRoutes = contentRoutes(dailyQuoteKind);
export const reporterContentRoutes = reporterGroupsRoutes([postKind, shortKind, dailyQuoteKind]);
