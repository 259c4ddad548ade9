import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contextOf } from '../lib/request-context.js';
import { ReporterContentService } from '../services/reporter-content.service.js';
import { Post, ReportedDetails } from './posts.routes.js';
import { IdParams, errorResponses } from './schemas.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const Short = Type.Object({
  shortID: Type.String(),
  shortVideoURL: NullableString,
  shortPosterURL: Type.Union([Type.String(), Type.Null()], {
    description: 'A JPEG frame of the video for the card grid; null without a video or when ffmpeg was unavailable',
  }),
  shortDurationSeconds: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Whole seconds, read by ffmpeg on upload; null when unknown',
  }),
  shortCategory: Type.Object({ shortCategoryID: Type.String(), shortCategoryName: Type.String() }),
  shortPostedOn: Type.String({ format: 'date-time' }),
  shortStatus: Type.String(),
  isScheduled: Type.Boolean({ description: 'Published with shortPostedOn in the future' }),
  shortReportedDetails: ReportedDetails,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const DailyQuote = Type.Object({
  dailyQuoteID: Type.String(),
  dailyQuoteMediaURL: NullableString,
  dailyQuoteThumbnailURL: NullableString,
  dailyQuotePublishDate: Type.String({ format: 'date-time' }),
  scheduledDate: Type.String({ format: 'date-time' }),
  dailyQuoteStatus: Type.String(),
  isScheduled: Type.Boolean({ description: 'Published with scheduledDate in the future' }),
  dailyQuoteReportedDetails: ReportedDetails,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const LimitQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'Most items per status group' }),
});
const tags = ['Reporters'];
const description =
  'Published (scheduled ones included), Pending and Rejected, newest first, each group capped at limit.';

export const reporterContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new ReporterContentService(app.db);

  app.get(
    '/posts/reporter/:id',
    {
      schema: {
        tags,
        summary: "A reporter's posts by status",
        description,
        params: IdParams,
        querystring: LimitQuery,
        response: {
          200: Type.Object({
            reporterPosts: Type.Object({
              publishedReporterPosts: Type.Array(Post),
              pendingReporterPosts: Type.Array(Post),
              rejectedReporterPosts: Type.Array(Post),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      reporterPosts: await service.reporterPosts(request.params.id, request.query.limit, contextOf(request)),
    }),
  );

  app.get(
    '/shorts/reporter/:id',
    {
      schema: {
        tags,
        summary: "A reporter's short videos by status",
        description,
        params: IdParams,
        querystring: LimitQuery,
        response: {
          200: Type.Object({
            reporterShorts: Type.Object({
              publishedReporterShorts: Type.Array(Short),
              pendingReporterShorts: Type.Array(Short),
              rejectedReporterShorts: Type.Array(Short),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      reporterShorts: await service.reporterShorts(request.params.id, request.query.limit, contextOf(request)),
    }),
  );

  app.get(
    '/dailyQuotes/reporter/:id',
    {
      schema: {
        tags,
        summary: "A reporter's daily quotes by status",
        description,
        params: IdParams,
        querystring: LimitQuery,
        response: {
          200: Type.Object({
            reporterQuotes: Type.Object({
              publishedReporterQuotes: Type.Array(DailyQuote),
              pendingReporterQuotes: Type.Array(DailyQuote),
              rejectedReporterQuotes: Type.Array(DailyQuote),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      reporterQuotes: await service.reporterQuotes(request.params.id, request.query.limit, contextOf(request)),
    }),
  );
};
