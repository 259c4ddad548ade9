import type { RequestContext } from '../app.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { notFound } from '../lib/http-errors.js';
import { requireId } from '../lib/validate.js';
import { PostsRepository } from '../repositories/posts.repository.js';
import {
  ReporterContentRepository,
  type DailyQuoteRow,
  type ShortRow,
} from '../repositories/reporter-content.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { postDto, reportedByDto } from './posts.service.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

export const shortDto = (row: ShortRow, ctx: MediaContext) => ({
  shortID: row.short.id,
  shortVideoURL: ctx.mediaUrl(row.short.videoKey),
  shortPosterURL: ctx.mediaUrl(row.short.posterKey),
  shortDurationSeconds: row.short.durationSeconds,
  shortCategory: { shortCategoryID: row.category.id, shortCategoryName: row.category.name },
  shortPostedOn: row.short.postedOn.toISOString(),
  shortStatus: row.short.status,
  shortReportedDetails: reportedByDto(row.reporter),
  createdAt: row.short.createdAt.toISOString(),
  updatedAt: row.short.updatedAt.toISOString(),
});

export const dailyQuoteDto = (row: DailyQuoteRow, ctx: MediaContext) => ({
  dailyQuoteID: row.quote.id,
  dailyQuoteMediaURL: ctx.mediaUrl(row.quote.mediaKey),
  dailyQuoteThumbnailURL: ctx.mediaUrl(row.quote.thumbnailKey),
  dailyQuotePublishDate: row.quote.publishDate.toISOString(),
  scheduledDate: row.quote.scheduledDate.toISOString(),
  dailyQuoteStatus: row.quote.status,
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
  private readonly content: ReporterContentRepository;

  constructor(db: Db) {
    this.users = new UsersRepository(db);
    this.posts = new PostsRepository(db);
    this.content = new ReporterContentRepository(db);
  }

  async reporterPosts(reporterId: string, limit: number, ctx: MediaContext) {
    const now = new Date();
    const groups = await this.groupsByStatus(reporterId, async (status) =>
      (await this.posts.listByReporter(reporterId, status, limit)).map((row) => postDto(row, ctx, now)),
    );
    return { publishedReporterPosts: groups.Published, pendingReporterPosts: groups.Pending, rejectedReporterPosts: groups.Rejected };
  }

  async reporterShorts(reporterId: string, limit: number, ctx: MediaContext) {
    const groups = await this.groupsByStatus(reporterId, async (status) =>
      (await this.content.shortsByReporter(reporterId, status, limit)).map((row) => shortDto(row, ctx)),
    );
    return { publishedReporterShorts: groups.Published, pendingReporterShorts: groups.Pending, rejectedReporterShorts: groups.Rejected };
  }

  async reporterQuotes(reporterId: string, limit: number, ctx: MediaContext) {
    const groups = await this.groupsByStatus(reporterId, async (status) =>
      (await this.content.quotesByReporter(reporterId, status, limit)).map((row) => dailyQuoteDto(row, ctx)),
    );
    return { publishedReporterQuotes: groups.Published, pendingReporterQuotes: groups.Pending, rejectedReporterQuotes: groups.Rejected };
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
