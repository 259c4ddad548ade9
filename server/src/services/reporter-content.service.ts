import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { notFound } from '../lib/http-errors.js';
import { requireId } from '../lib/validate.js';
import { DailyQuotesRepository, type DailyQuoteRow } from '../repositories/daily-quotes.repository.js';
import { PostsRepository } from '../repositories/posts.repository.js';
import { ShortsRepository, type ShortRow } from '../repositories/shorts.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { postDto, reportedByDto } from './posts.service.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/** `now` is the clock the list was filtered with, so a short listed as Published is never flagged as scheduled. */
export const shortDto = (row: ShortRow, ctx: MediaContext, now = new Date()) => ({
  shortID: row.short.id,
  shortVideoURL: ctx.mediaUrl(row.short.videoKey),
  shortPosterURL: ctx.mediaUrl(row.short.posterKey),
  shortDurationSeconds: row.short.durationSeconds,
  shortCategory: { shortCategoryID: row.category.id, shortCategoryName: row.category.name },
  shortPostedOn: row.short.postedOn.toISOString(),
  shortStatus: row.short.status,
  isScheduled: row.short.status === 'Published' && row.short.postedOn > now,
  shortReportedDetails: reportedByDto(row.reporter),
  createdAt: row.short.createdAt.toISOString(),
  updatedAt: row.short.updatedAt.toISOString(),
});

export const dailyQuoteDto = (row: DailyQuoteRow, ctx: MediaContext, now = new Date()) => ({
  dailyQuoteID: row.quote.id,
  dailyQuoteMediaURL: ctx.mediaUrl(row.quote.mediaKey),
  dailyQuoteThumbnailURL: ctx.mediaUrl(row.quote.thumbnailKey),
  dailyQuotePublishDate: row.quote.publishDate.toISOString(),
  scheduledDate: row.quote.scheduledDate.toISOString(),
  dailyQuoteStatus: row.quote.status,
  isScheduled: row.quote.status === 'Published' && row.quote.scheduledDate > now,
  dailyQuoteReportedDetails: reportedByDto(row.reporter),
  createdAt: row.quote.createdAt.toISOString(),
  updatedAt: row.quote.updatedAt.toISOString(),
});

/** Published lists include scheduled items: the reporter page groups by status only. */
const STATUSES = ['Published', 'Pending', 'Rejected'] as const satisfies readonly ContentStatus[];

/** The three status groups of one reporter's content, each capped at `limit`, newest first. */
export class ReporterContentService {
  private readonly users: UsersRepository;
  private readonly posts: PostsRepository;
  private readonly shorts: ShortsRepository;
  private readonly quotes: DailyQuotesRepository;

  constructor(db: Db) {
    this.users = new UsersRepository(db);
    this.posts = new PostsRepository(db);
    this.shorts = new ShortsRepository(db);
    this.quotes = new DailyQuotesRepository(db);
  }

  async reporterPosts(reporterId: string, limit: number, ctx: MediaContext) {
    const now = new Date();
    const groups = await this.groupsByStatus(reporterId, async (status) =>
      (await this.posts.listByReporter(reporterId, status, limit)).map((row) => postDto(row, ctx, now)),
    );
    return {
      publishedReporterPosts: groups.Published,
      pendingReporterPosts: groups.Pending,
      rejectedReporterPosts: groups.Rejected,
    };
  }

  async reporterShorts(reporterId: string, limit: number, ctx: MediaContext) {
    const now = new Date();
    const groups = await this.groupsByStatus(reporterId, async (status) =>
      (await this.shorts.listByReporter(reporterId, status, limit)).map((row) => shortDto(row, ctx, now)),
    );
    return {
      publishedReporterShorts: groups.Published,
      pendingReporterShorts: groups.Pending,
      rejectedReporterShorts: groups.Rejected,
    };
  }

  async reporterQuotes(reporterId: string, limit: number, ctx: MediaContext) {
    const now = new Date();
    const groups = await this.groupsByStatus(reporterId, async (status) =>
      (await this.quotes.listByReporter(reporterId, status, limit)).map((row) => dailyQuoteDto(row, ctx, now)),
    );
    return {
      publishedReporterQuotes: groups.Published,
      pendingReporterQuotes: groups.Pending,
      rejectedReporterQuotes: groups.Rejected,
    };
  }

  private async groupsByStatus<T>(reporterId: string, load: (status: (typeof STATUSES)[number]) => Promise<T[]>) {
    await this.requireReporter(reporterId);
    const [Published, Pending, Rejected] = await Promise.all(STATUSES.map(load));
    return { Published, Pending, Rejected };
  }

  /** Any user may own content (admins post too), so any existing user id is accepted. */
  private async requireReporter(id: string) {
    if (!(await this.users.findById(requireId(id, 'Reporter')))) throw notFound('Reporter');
  }
}
