import type { FastifyBaseLogger } from 'fastify';
import { parseDateTime, rules, validDateTime } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { conflict, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { readSpreadsheet, writeSpreadsheet, type SpreadsheetColumn } from '../lib/spreadsheet.js';
import { collectErrors, requireId, trimmed, validate } from '../lib/validate.js';
import { replaceMedia } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { inspectVideo, storeVideo } from '../media/videos.js';
import { ShortsRepository, type NewShort, type Short, type ShortRow } from '../repositories/shorts.repository.js';
import {
  ContentReferences,
  LockedContent,
  checkRows,
  contentMessages,
  contentViewOf,
  exampleTime,
  idList,
  isScheduled,
  newStatusOf,
  newStatusRule,
  refuseBackToPending,
  reportedByDto,
  reporterColumn,
  reporterGroups,
  sameMinute,
  type ContentKind,
  type NewStatus,
} from './content-lifecycle.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/** `now` is the clock the list was filtered with. */
export const shortDto = (row: ShortRow, ctx: MediaContext, now = new Date()) => ({
  shortID: row.short.id,
  shortVideoURL: ctx.mediaUrl(row.short.videoKey),
  shortPosterURL: ctx.mediaUrl(row.short.posterKey),
  shortDurationSeconds: row.short.durationSeconds,
  shortCategory: { shortCategoryID: row.category.id, shortCategoryName: row.category.name },
  shortPostedOn: row.short.postedOn.toISOString(),
  shortStatus: row.short.status,
  isScheduled: isScheduled(row.short.status, row.short.postedOn, now),
  shortReportedDetails: reportedByDto(row.reporter),
  createdAt: row.short.createdAt.toISOString(),
  updatedAt: row.short.updatedAt.toISOString(),
});

export const shortMessages = {
  rejectedEdit: 'Rejected short videos cannot be edited',
  rejectedPublish: 'Rejected short videos cannot be published',
  publishedToPending: 'Published short videos cannot be moved back to Pending',
};

const shortKind: ContentKind = { name: 'Short Video', messages: shortMessages };

export interface ShortBody {
  shortPostedOn?: string;
  shortCategory?: string;
  shortReportedDetails?: string;
  shortStatus?: NewStatus;
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

export const shortImportColumns: SpreadsheetColumn[] = [
  { key: 'shortCategory', header: 'Category', required: true },
  { key: 'shortPostedOn', header: 'Posted On' },
  { key: 'shortStatus', header: 'Status' },
  reporterColumn,
];

/** Trimmed body values; a blank time or reporter means "not given" (now / the caller on create, unchanged on edit). */
const shortValues = (body: ShortBody) => ({
  shortCategory: trimmed(body.shortCategory) as string | undefined,
  shortPostedOn: (trimmed(body.shortPostedOn) as string | undefined) || undefined,
  shortReportedDetails: (trimmed(body.shortReportedDetails) as string | undefined) || undefined,
  shortStatus: body.shortStatus,
});

export class ShortsService {
  private readonly shorts: ShortsRepository;
  private readonly lifecycle: LockedContent<Short, Partial<NewShort>>;
  private readonly references: ContentReferences;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.shorts = new ShortsRepository(db);
    this.lifecycle = new LockedContent(db, shortKind, (tx) => new ShortsRepository(tx));
    this.references = new ContentReferences(db);
  }

  async list(status: string, query: ShortListQuery, ctx: MediaContext) {
    const view = contentViewOf(status);
    const categoryIds = idList(query.category, contentMessages.invalidCategoryId);
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

  /** One reporter's short videos by status, each group capped at `limit`, newest first. */
  byReporter(reporterId: string, limit: number, ctx: MediaContext) {
    return reporterGroups(this.db, reporterId, async (status, now) =>
      (await this.shorts.listByReporter(reporterId, status, limit)).map((row) => shortDto(row, ctx, now)),
    );
  }

  /** Pending unless shortStatus is Published, so a short whose video upload then fails is not public. */
  async create(body: ShortBody, ctx: RequestContext) {
    const values = shortValues(body);
    validate(values, rules.short);
    const reporterId = values.shortReportedDetails ?? ctx.userId;
    await this.references.check({ category: { kind: 'short', id: values.shortCategory }, reporterId });
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
    const current = await this.lifecycle.findEditable(id);
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
    refuseBackToPending(given.shortStatus, current.status, shortKind);
    await this.references.check({
      category: { kind: 'short', id: given.shortCategory },
      reporterId: given.shortReportedDetails,
    });
    const updated = await this.lifecycle.updateUnlessRejected(id, {
      categoryId: given.shortCategory,
      reporterId: given.shortReportedDetails,
      postedOn: postedOnChanged ? parseDateTime(given.shortPostedOn) : undefined,
      status: given.shortStatus,
    });
    if (!updated) throw conflict(shortMessages.rejectedEdit);
    return this.get(id, ctx);
  }

  /** Publishes or rejects one short; `updatedCount` says whether the status changed. */
  async setStatus(id: string, status: Exclude<ContentStatus, 'Pending'>, ctx: MediaContext) {
    const updatedCount = await this.lifecycle.setStatus(id, status);
    return { updatedCount, shorts: await this.get(id, ctx) };
  }

  /**
   * Checks the video with ffmpeg (400 when it cannot be decoded) before anything is stored, then stores it with
   * its poster and points the short at them; the previous video and poster are removed afterwards.
   */
  async setVideo(id: string, file: ReceivedFile, ctx: MediaContext, log: FastifyBaseLogger) {
    await this.lifecycle.findEditable(id);
    const facts = await inspectVideo(file, log);
    const stored = await replaceMedia(
      this.storage,
      () => storeVideo(this.storage, 'shorts', file, facts.poster),
      (keys) => this.lifecycle.updateUnlessRejected(id, { ...keys, durationSeconds: facts.durationSeconds ?? null }),
    );
    if (!stored) throw conflict(shortMessages.rejectedEdit);
    return {
      shortVideoURL: ctx.mediaUrl(stored.videoKey)!,
      shortPosterURL: ctx.mediaUrl(stored.posterKey),
      shortDurationSeconds: facts.durationSeconds ?? null,
    };
  }

  async import(file: ReceivedFile, ctx: RequestContext) {
    const rows = await readSpreadsheet(file, shortImportColumns);
    const references = await this.references.forImport(rows, ctx.userId, {
      category: { kind: 'short', key: 'shortCategory' },
    });
    const inserts = checkRows(rows, (values, problems): NewShort => {
      problems.push(...collectErrors(values, importRules));
      const categoryId = references.category(values.shortCategory, problems);
      const reporterId = references.reporter(values.reporterMobileNumber, problems);
      return {
        categoryId: categoryId!,
        reporterId: reporterId!,
        postedOn: values.shortPostedOn === undefined ? new Date() : parseDateTime(values.shortPostedOn)!,
        status: newStatusOf(values.shortStatus),
      };
    });
    await this.db.transaction((tx) => new ShortsRepository(tx).insertMany(inserts));
    return inserts.length;
  }

  /** The import columns with one example row. */
  importTemplate() {
    return writeSpreadsheet(shortImportColumns, [
      {
        shortCategory: 'Trending',
        shortPostedOn: exampleTime(),
        shortStatus: 'Pending',
        reporterMobileNumber: '',
      },
    ]);
  }
}
