import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { contextOf, type RequestContext } from '../lib/request-context.js';
import { DailyQuotesService } from '../services/daily-quotes.service.js';
import { PostsService } from '../services/posts.service.js';
import { ShortsService } from '../services/shorts.service.js';
import { DailyQuote } from './daily-quotes.routes.js';
import { Post } from './posts.routes.js';
import { Short } from './shorts.routes.js';
import { IdParams, errorResponses } from './schemas.js';

type Groups = Record<'Published' | 'Pending' | 'Rejected', unknown[]>;

/** The reporter page's list of one content kind: its path, how its answer and groups are named, its item shape. */
interface ReporterContentList {
  path: string;
  summary: string;
  key: string;
  groups: Record<keyof Groups, string>;
  item: TSchema;
  load: (reporterId: string, limit: number, ctx: Pick<RequestContext, 'mediaUrl'>) => Promise<Groups>;
}

const LimitQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Most items per status group' }),
});
const tags = ['Reporters'];
const description =
  'Published (scheduled ones included), Pending and Rejected, newest first, each group capped at limit.';

export const reporterContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const posts = new PostsService(app.db, app.storage);
  const shorts = new ShortsService(app.db, app.storage);
  const quotes = new DailyQuotesService(app.db, app.storage);
  const lists: ReporterContentList[] = [
    {
      path: '/posts/reporter/:id',
      summary: "A reporter's posts by status",
      key: 'reporterPosts',
      groups: {
        Published: 'publishedReporterPosts',
        Pending: 'pendingReporterPosts',
        Rejected: 'rejectedReporterPosts',
      },
      item: Post,
      load: (id, limit, ctx) => posts.byReporter(id, limit, ctx),
    },
    {
      path: '/shorts/reporter/:id',
      summary: "A reporter's short videos by status",
      key: 'reporterShorts',
      groups: {
        Published: 'publishedReporterShorts',
        Pending: 'pendingReporterShorts',
        Rejected: 'rejectedReporterShorts',
      },
      item: Short,
      load: (id, limit, ctx) => shorts.byReporter(id, limit, ctx),
    },
    {
      path: '/dailyQuotes/reporter/:id',
      summary: "A reporter's daily quotes by status",
      key: 'reporterQuotes',
      groups: {
        Published: 'publishedReporterQuotes',
        Pending: 'pendingReporterQuotes',
        Rejected: 'rejectedReporterQuotes',
      },
      item: DailyQuote,
      load: (id, limit, ctx) => quotes.byReporter(id, limit, ctx),
    },
  ];

  for (const { path, summary, key, groups, item, load } of lists) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary,
          description,
          params: IdParams,
          querystring: LimitQuery,
          response: {
            200: Type.Object({
              [key]: Type.Object({
                [groups.Published]: Type.Array(item),
                [groups.Pending]: Type.Array(item),
                [groups.Rejected]: Type.Array(item),
              }),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const found = await load(request.params.id, request.query.limit, contextOf(request));
        return {
          [key]: {
            [groups.Published]: found.Published,
            [groups.Pending]: found.Pending,
            [groups.Rejected]: found.Rejected,
          },
        };
      },
    );
  }
};
