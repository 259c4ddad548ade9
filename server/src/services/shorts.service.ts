import { addDays, format, setHours, startOfDay } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeMobileNumber, parseDateTime, rules, validDateTime } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import {
  readSpreadsheet,
  rowError,
  writeSpreadsheet,
  type CellValue,
  type SpreadsheetColumn,
  type SpreadsheetRow,
} from '../lib/spreadsheet.js';
import { collectErrors, isUuid, requireId, trimmed, validate } from '../lib/validate.js';
import { replaceMedia } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { inspectVideo, storeVideo } from '../media/videos.js';
import { CategoriesRepository } from '../repositories/categories.repository.js';
import { PostsRepository } from '../repositories/posts.repository.js';
import { ShortsRepository, type NewShort } from '../repositories/shorts.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { contentViewOf, idList, newStatusOf, newStatusRule, postMessages, sameMinute } from './posts.service.js';
import { shortDto } from './reporter-content.service.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

export const shortMessages = {
  rejectedEdit: 'Rejected short videos cannot be edited',
  rejectedPublish: 'Rejected short videos cannot be published',
  publishedToPending: 'Published short videos cannot be moved back to Pending',
};

export interface ShortBody {
  shortPostedOn?: string;
  shortCategory?: string;
  shortReportedDetails?: string;
  shortStatus?: 'Pending' | 'Published';
}

export interface ShortListQuery {
  page: number;
  limit?: number;
  category?: string;
}

/** Page sizes of spec section 9: 10 for the published, pending and scheduled grids, 15 for rejected. */
const defaultLimit = (view: string) => (view === 'Rejected' ? 15 : 10);

/** On edit an unchanged time is not re-checked against the clock, so an old short can still be edited. */
const unchangedTimeRules = { ...rules.short, shortPostedOn: [validDateTime] };

const importRules = { ...rules.short, shortStatus: [newStatusRule] };

/** Any user may be named as the reporter (admins report too); imports name them by mobile number. */
export const reporterColumn: SpreadsheetColumn = { key: 'reporterMobileNumber', header: 'Reporter Mobile Number' };

export const shortImportColumns: SpreadsheetColumn[] = [
  { key: 'shortCategory', header: 'Category', required: true },
  { key: 'shortPostedOn', header: 'Posted On' },
  { key: 'shortStatus', header: 'Status' },
  reporterColumn,
];

/**
 * Resolves the reporter column of an import in one query for the whole file: a blank cell is the importing
 * admin, an unknown number is undefined (the row's error).
 */
export const importReporters = async (posts: PostsRepository, rows: SpreadsheetRow[], adminId: string) => {
  const numbers = new Set(
    rows
      .map((row) => row.values[reporterColumn.key])
      .filter((value) => value !== undefined)
      .map(normalizeMobileNumber),
  );
  const found = await posts.findUsersByMobileNumbers([...numbers].filter(Boolean));
  const ids = new Map(found.map(({ mobileNumber, id }) => [mobileNumber, id]));
  return (value: CellValue) => (value === undefined ? adminId : ids.get(normalizeMobileNumber(value)));
};

/** Trimmed body values; a blank time or reporter means "not given" (now / the caller on create, unchanged on edit). */
const shortValues = (body: ShortBody) => ({
  shortCategory: trimmed(body.shortCategory) as string | undefined,
  shortPostedOn: (trimmed(body.shortPostedOn) as string | undefined) || undefined,
  shortReportedDetails: (trimmed(body.shortReportedDetails) as string | undefined) || undefined,
  shortStatus: body.shortStatus,
});

export class ShortsService {
  private readonly shorts: ShortsRepository;
  private readonly categories: CategoriesRepository;
  private readonly users: UsersRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.shorts = new ShortsRepository(db);
    this.categories = new CategoriesRepository(db);
    this.users = new UsersRepository(db);
  }

  async list(status: string, query: ShortListQuery, ctx: MediaContext) {
    const view = contentViewOf(status);
    const categoryIds = idList(query.category, postMessages.invalidCategoryId);
    const page: Page = { page: query.page, limit: query.limit ?? defaultLimit(view) };
    // One clock for the filter and the DTOs, so a short cannot be listed as Published yet flagged as scheduled.
    const now = new Date();
    const { rows, total } = await this.shorts.list({
      view,
      categoryIds,
      now,
      offset: offsetOf(page),
      limit: page.limit,
    });
    return { shortsData: rows.map((row) => shortDto(row, ctx, now)), pagination: pagination(total, page) };
  }

  async get(id: string, ctx: MediaContext) {
    const row = await this.shorts.findRow(requireId(id, 'Short Video'));
    if (!row) throw notFound('Short Video');
    return shortDto(row, ctx);
  }

  /** Pending unless shortStatus is Published, so a short whose video upload then fails is not public. */
  async create(body: ShortBody, ctx: RequestContext) {
    const values = shortValues(body);
    validate(values, rules.short);
    const reporterId = values.shortReportedDetails ?? ctx.userId;
    await this.checkReferences({ categoryId: values.shortCategory, reporterId });
    const { id } = await this.shorts.insert({
      categoryId: values.shortCategory!,
      reporterId,
      postedOn: values.shortPostedOn ? parseDateTime(values.shortPostedOn)! : new Date(),
      status: values.shortStatus ?? 'Pending',
    });
    return id;
  }

  /** Fields left out keep their stored values; the merged short is validated as a whole. */
  async update(id: string, body: ShortBody, ctx: MediaContext) {
    const current = await this.findEditable(id);
    const given = shortValues(body);
    const postedOnChanged =
      given.shortPostedOn !== undefined && !sameMinute(parseDateTime(given.shortPostedOn), current.postedOn);
    validate(
      {
        shortCategory: given.shortCategory ?? current.categoryId,
        shortPostedOn: postedOnChanged ? given.shortPostedOn : current.postedOn,
      },
      postedOnChanged ? rules.short : unchangedTimeRules,
    );
    if (given.shortStatus === 'Pending' && current.status === 'Published')
      throw conflict(shortMessages.publishedToPending);
    await this.checkReferences({ categoryId: given.shortCategory, reporterId: given.shortReportedDetails });
    await this.db.transaction(async (tx) => {
      const shorts = new ShortsRepository(tx);
      // Locked and re-read: a short rejected since the checks above is not edited.
      const locked = await shorts.findById(id, { forUpdate: true });
      if (locked?.status === 'Rejected') throw conflict(shortMessages.rejectedEdit);
      await shorts.update(id, {
        categoryId: given.shortCategory,
        reporterId: given.shortReportedDetails,
        postedOn: postedOnChanged ? parseDateTime(given.shortPostedOn) : undefined,
        status: given.shortStatus,
      });
    });
    return this.get(id, ctx);
  }

  /**
   * Publishes or rejects one short. Rejected shorts are final (409 on publishing); a move to the status the short
   * already has changes nothing, and `updatedCount` says whether the status changed.
   */
  async setStatus(id: string, status: Exclude<ContentStatus, 'Pending'>, ctx: MediaContext) {
    requireId(id, 'Short Video');
    const updatedCount = await this.db.transaction(async (tx) => {
      const shorts = new ShortsRepository(tx);
      const current = await shorts.findById(id, { forUpdate: true });
      if (!current) throw notFound('Short Video');
      if (current.status === status) return 0;
      if (current.status === 'Rejected') throw conflict(shortMessages.rejectedPublish);
      await shorts.update(id, { status });
      return 1;
    });
    return { updatedCount, shorts: await this.get(id, ctx) };
  }

  /**
   * Checks the video with ffmpeg (400 when it cannot be decoded) before anything is stored, then stores it with
   * its poster and points the short at them; the previous video and poster are removed afterwards.
   */
  async setVideo(id: string, file: ReceivedFile, ctx: MediaContext, log: FastifyBaseLogger) {
    await this.findEditable(id);
    const facts = await inspectVideo(file, log);
    const stored = await replaceMedia(
      this.storage,
      () => storeVideo(this.storage, 'shorts', file, facts.poster),
      (keys) =>
        this.db.transaction(async (tx) => {
          const shorts = new ShortsRepository(tx);
          const previous = await shorts.findById(id, { forUpdate: true });
          if (!previous || previous.status === 'Rejected') return undefined;
          await shorts.update(id, { ...keys, durationSeconds: facts.durationSeconds ?? null });
          return previous;
        }),
    );
    if (!stored) throw conflict(shortMessages.rejectedEdit);
    return {
      shortVideoURL: ctx.mediaUrl(stored.videoKey)!,
      shortPosterURL: ctx.mediaUrl(stored.posterKey),
      shortDurationSeconds: facts.durationSeconds ?? null,
    };
  }

  /** Every row is checked before anything is written; any problem refuses the whole file with every row's messages. */
  async import(file: ReceivedFile, ctx: RequestContext) {
    const rows = await readSpreadsheet(file, shortImportColumns);
    const posts = new PostsRepository(this.db);
    const categoryRefs = [
      ...new Set(
        rows.map((row) => row.values.shortCategory).filter((value): value is string => typeof value === 'string'),
      ),
    ];
    const [categories, reporterOf] = await Promise.all([
      posts.findCategories('short', categoryRefs.filter(isUuid), categoryRefs),
      importReporters(posts, rows, ctx.userId),
    ]);
    const categoryIds = new Map(
      categories.flatMap(({ id, name }) => [[id.toLowerCase(), id] as const, [name.toLowerCase(), id] as const]),
    );

    const errors: string[] = [];
    const inserts: NewShort[] = [];
    for (const { rowNumber, values } of rows) {
      const problems = collectErrors(values, importRules);
      const categoryId =
        typeof values.shortCategory === 'string' ? categoryIds.get(values.shortCategory.toLowerCase()) : undefined;
      if (typeof values.shortCategory === 'string' && !categoryId) problems.push(postMessages.categoryNotFound);
      const reporterId = reporterOf(values.reporterMobileNumber);
      if (!reporterId) problems.push(postMessages.reporterNotFound);
      if (problems.length > 0) {
        errors.push(...problems.map((message) => rowError(rowNumber, message)));
        continue;
      }
      inserts.push({
        categoryId: categoryId!,
        reporterId: reporterId!,
        postedOn: values.shortPostedOn === undefined ? new Date() : parseDateTime(values.shortPostedOn)!,
        status: newStatusOf(values.shortStatus),
      });
    }
    if (errors.length > 0) throw badRequest(errors);
    await this.db.transaction((tx) => new ShortsRepository(tx).insertMany(inserts));
    return inserts.length;
  }

  /** The import columns with one example row, scheduled for tomorrow morning so it passes the not-in-the-past rule. */
  importTemplate() {
    const tomorrowMorning = setHours(addDays(startOfDay(new Date()), 1), 9);
    return writeSpreadsheet(shortImportColumns, [
      {
        shortCategory: 'Trending',
        shortPostedOn: format(tomorrowMorning, 'yyyy-MM-dd HH:mm'),
        shortStatus: 'Pending',
        reporterMobileNumber: '',
      },
    ]);
  }

  private async findEditable(id: string) {
    const short = await this.shorts.findById(requireId(id, 'Short Video'));
    if (!short) throw notFound('Short Video');
    if (short.status === 'Rejected') throw conflict(shortMessages.rejectedEdit);
    return short;
  }

  /** Unknown references are bad input (400), not a missing short. Only the references given are checked. */
  private async checkReferences({ categoryId, reporterId }: { categoryId?: string; reporterId?: string }) {
    const [category, reporter] = await Promise.all([
      isUuid(categoryId) ? this.categories.findById('short', categoryId) : undefined,
      isUuid(reporterId) ? this.users.findById(reporterId) : undefined,
    ]);
    if (categoryId !== undefined && !category) throw badRequest(postMessages.categoryNotFound);
    if (reporterId !== undefined && !reporter) throw badRequest(postMessages.reporterNotFound);
  }
}
