import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DeskRecords } from '../lib/desk-records.js';
import { hasLanguage, type LanguageScopedRecords } from '../lib/record-scope.js';
import { contentRoutes, reporterGroupsRoutes } from './content.routes.js';
import { dailyQuoteKind } from './daily-quotes/daily-quote-kind.js';
import { postKind } from './posts/post-kind.js';
import { shortVideoKind } from './short-videos/short-video-kind.js';

/** The route plugins of the three content kinds, and the reporter page's lists of all three. */
export const postsRoutes = contentRoutes(postKind);
export const shortVideosRoutes = contentRoutes(shortVideoKind);
export const dailyQuotesRoutes = contentRoutes(dailyQuoteKind);
export const reporterContentRoutes = reporterGroupsRoutes([postKind, shortVideoKind, dailyQuoteKind]);

/** The kinds whose records a role's languages limit, as the audit log and the event stream read them (issue 40). */
export const languageScopedContent: LanguageScopedRecords[] = [postKind, shortVideoKind, dailyQuoteKind].flatMap(
  ({ name, keys, store: { table } }) => (hasLanguage(table) ? [{ resource: name, recorded: keys.item, table }] : []),
);

/** The kinds whose declaration turns the review desk on (issue 44): assignment and internal notes on their items. */
export const deskContent: DeskRecords[] = [postKind, shortVideoKind, dailyQuoteKind].flatMap(
  ({ name, noun, keys, desk, fields, store: { table } }) =>
    desk
      ? [
          {
            name,
            noun,
            recorded: keys.item,
            desk,
            table: table as DeskRecords['table'],
            goesLive: {
              status: table.status,
              time: (table as unknown as Record<string, PgColumn>)[fields.time.column],
            },
          },
        ]
      : [],
);
