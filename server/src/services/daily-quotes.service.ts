import { addDays, format, startOfDay, subDays } from 'date-fns';
import { parseDateTime, required, rules, validDateTime } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { readSpreadsheet, writeSpreadsheet, type SpreadsheetColumn } from '../lib/spreadsheet.js';
import { collectErrors, requireId, trimmed, validate } from '../lib/validate.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import {
  DailyQuotesRepository,
  type DailyQuote,
  type DailyQuoteRow,
  type NewDailyQuote,
} from '../repositories/daily-quotes.repository.js';
import {
  ContentReferences,
  LockedContent,
  checkRows,
  contentViewOf,
  exampleTime,
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
export const dailyQuoteDto = (row: DailyQuoteRow, ctx: MediaContext, now = new Date()) => ({
  dailyQuoteID: row.quote.id,
  dailyQuoteMediaURL: ctx.mediaUrl(row.quote.mediaKey),
  dailyQuoteThumbnailURL: ctx.mediaUrl(row.quote.thumbnailKey),
  dailyQuotePublishDate: row.quote.publishDate.toISOString(),
  scheduledDate: row.quote.scheduledDate.toISOString(),
  dailyQuoteStatus: row.quote.status,
  isScheduled: isScheduled(row.quote.status, row.quote.scheduledDate, now),
  dailyQuoteReportedDetails: reportedByDto(row.reporter),
  createdAt: row.quote.createdAt.toISOString(),
  updatedAt: row.quote.updatedAt.toISOString(),
});

export const dailyQuoteMessages = {
  rejectedEdit: 'Rejected quotes cannot be edited',
  rejectedPublish: 'Rejected quotes cannot be published',
  publishedToPending: 'Published quotes cannot be moved back to Pending',
  daysOrDates: 'Choose either days or fromDate and endDate, not both',
  scheduledDateRequired: 'Scheduled Date is required',
};

const quoteKind: ContentKind = { name: 'Quote', messages: dailyQuoteMessages };

export interface DailyQuoteBody {
  scheduledDate?: string;
  dailyQuotePublishDate?: string;
  dailyQuoteReportedDetails?: string;
  dailyQuoteStatus?: NewStatus;
}

export interface DailyQuoteListQuery extends Page {
  days?: string;
  fromDate?: string;
  endDate?: string;
}

/** On edit an unchanged time is not re-checked against the clock, so an old quote can still be edited. */
const unchangedTimeRules = { scheduledDate: [validDateTime] };

/** A row of a file must say when the quote goes out, so a wrong spreadsheet cannot import rows of defaults. */
const importRules = {
  ...rules.dailyQuote,
  scheduledDate: [required(dailyQuoteMessages.scheduledDateRequired), ...rules.dailyQuote.scheduledDate],
  dailyQuoteStatus: [newStatusRule],
};

export const dailyQuoteImportColumns: SpreadsheetColumn[] = [
  { key: 'scheduledDate', header: 'Scheduled Date', required: true },
  { key: 'dailyQuotePublishDate', header: 'Posted Date' },
  { key: 'dailyQuoteStatus', header: 'Status' },
  reporterColumn,
];

/**
 * Trimmed body values; a blank scheduled date or reporter means "not given" (now / the caller on create, unchanged
 * on edit). The posted date may be left out (now), but the form always fills it, so a blank one is refused.
 */
const quoteValues = (body: DailyQuoteBody) => ({
  scheduledDate: (trimmed(body.scheduledDate) as string | undefined) || undefined,
  dailyQuotePublishDate: trimmed(body.dailyQuotePublishDate) as string | undefined,
  dailyQuoteReportedDetails: (trimmed(body.dailyQuoteReportedDetails) as string | undefined) || undefined,
  dailyQuoteStatus: body.dailyQuoteStatus,
});

/**
 * The scheduled-date window of a list: the last `days` days up to the end of today (1 is today), or the days
 * fromDate to endDate inclusive, in the server's time zone. Validated with the quote filter rules of section 5.
 */
const dateWindow = (query: DailyQuoteListQuery, now: Date): { from?: Date; to?: Date } => {
  const values = { days: trimmed(query.days), fromDate: trimmed(query.fromDate), endDate: trimmed(query.endDate) };
  validate(values, rules.quoteDateFilter);
  if (values.days && (values.fromDate || values.endDate)) throw badRequest(dailyQuoteMessages.daysOrDates);
  if (values.days) {
    const today = startOfDay(now);
    return { from: subDays(today, Number(values.days) - 1), to: addDays(today, 1) };
  }
  if (values.fromDate) {
    return {
      from: startOfDay(parseDateTime(values.fromDate)!),
      to: addDays(startOfDay(parseDateTime(values.endDate)!), 1),
    };
  }
  return {};
};

export class DailyQuotesService {
  private readonly quotes: DailyQuotesRepository;
  private readonly lifecycle: LockedContent<DailyQuote, Partial<NewDailyQuote>>;
  private readonly references: ContentReferences;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.quotes = new DailyQuotesRepository(db);
    this.lifecycle = new LockedContent(db, quoteKind, (tx) => new DailyQuotesRepository(tx));
    this.references = new ContentReferences(db);
  }

  async list(status: string, query: DailyQuoteListQuery, ctx: MediaContext) {
    const view = contentViewOf(status);
    // One clock for the filter, the window and the DTOs.
    const now = new Date();
    const { from, to } = dateWindow(query, now);
    const { rows, total } = await this.quotes.list({
      view,
      from,
      to,
      now,
      offset: offsetOf(query),
      limit: query.limit,
    });
    return { dailyQuotes: rows.map((row) => dailyQuoteDto(row, ctx, now)), pagination: pagination(total, query) };
  }

  async get(id: string, ctx: MediaContext) {
    const row = await this.quotes.findRow(requireId(id, 'Quote'));
    if (!row) throw notFound('Quote');
    return dailyQuoteDto(row, ctx);
  }

  /** One reporter's daily quotes by status, each group capped at `limit`, newest first. */
  byReporter(reporterId: string, limit: number, ctx: MediaContext) {
    return reporterGroups(this.db, reporterId, async (status, now) =>
      (await this.quotes.listByReporter(reporterId, status, limit)).map((row) => dailyQuoteDto(row, ctx, now)),
    );
  }

  /**
   * The posted date is read-only in the form (today); it defaults to now when left out. Pending unless
   * dailyQuoteStatus is Published, so a quote whose image upload then fails is not public.
   */
  async create(body: DailyQuoteBody, ctx: RequestContext) {
    const given = quoteValues(body);
    const values = { ...given, dailyQuotePublishDate: given.dailyQuotePublishDate ?? new Date() };
    validate(values, rules.dailyQuote);
    const reporterId = given.dailyQuoteReportedDetails ?? ctx.userId;
    await this.references.check({ reporterId });
    const { id } = await this.quotes.insert({
      publishDate: parseDateTime(values.dailyQuotePublishDate)!,
      scheduledDate: given.scheduledDate ? parseDateTime(given.scheduledDate)! : new Date(),
      reporterId,
      status: given.dailyQuoteStatus ?? 'Pending',
    });
    return id;
  }

  /** Fields left out keep their stored values; the posted date is read-only and not changed here. */
  async update(id: string, body: DailyQuoteBody, ctx: MediaContext) {
    const current = await this.lifecycle.findEditable(id);
    const given = quoteValues(body);
    const scheduleChanged =
      given.scheduledDate !== undefined && !sameMinute(parseDateTime(given.scheduledDate), current.scheduledDate);
    validate(
      { scheduledDate: scheduleChanged ? given.scheduledDate : current.scheduledDate },
      scheduleChanged ? { scheduledDate: rules.dailyQuote.scheduledDate } : unchangedTimeRules,
    );
    refuseBackToPending(given.dailyQuoteStatus, current.status, quoteKind);
    await this.references.check({ reporterId: given.dailyQuoteReportedDetails });
    const updated = await this.lifecycle.updateUnlessRejected(id, {
      scheduledDate: scheduleChanged ? parseDateTime(given.scheduledDate) : undefined,
      reporterId: given.dailyQuoteReportedDetails,
      status: given.dailyQuoteStatus,
    });
    if (!updated) throw conflict(dailyQuoteMessages.rejectedEdit);
    return this.get(id, ctx);
  }

  /** Publishes or rejects one quote; `updatedCount` says whether the status changed. */
  async setStatus(id: string, status: Exclude<ContentStatus, 'Pending'>, ctx: MediaContext) {
    const updatedCount = await this.lifecycle.setStatus(id, status);
    return { updatedCount, dailyQuotes: await this.get(id, ctx) };
  }

  async setImage(id: string, file: ReceivedFile, ctx: MediaContext) {
    await this.lifecycle.findEditable(id);
    const stored = await replaceImage(this.storage, 'quotes', file, async (image) => {
      const previous = await this.lifecycle.updateUnlessRejected(id, {
        mediaKey: image.imageKey,
        thumbnailKey: image.thumbnailKey,
      });
      return previous && { imageKey: previous.mediaKey, thumbnailKey: previous.thumbnailKey };
    });
    if (!stored) throw conflict(dailyQuoteMessages.rejectedEdit);
    return ctx.mediaUrl(stored.imageKey)!;
  }

  async import(file: ReceivedFile, ctx: RequestContext) {
    const rows = await readSpreadsheet(file, dailyQuoteImportColumns);
    const references = await this.references.forImport(rows, ctx.userId, {});
    const now = new Date();
    const inserts = checkRows(rows, (values, problems): NewDailyQuote => {
      const publishDate = values.dailyQuotePublishDate ?? now;
      problems.push(...collectErrors({ ...values, dailyQuotePublishDate: publishDate }, importRules));
      const reporterId = references.reporter(values.reporterMobileNumber, problems);
      return {
        scheduledDate: parseDateTime(values.scheduledDate)!,
        publishDate: parseDateTime(publishDate)!,
        reporterId: reporterId!,
        status: newStatusOf(values.dailyQuoteStatus),
      };
    });
    await this.db.transaction((tx) => new DailyQuotesRepository(tx).insertMany(inserts));
    return inserts.length;
  }

  /** The import columns with one example row. */
  importTemplate() {
    return writeSpreadsheet(dailyQuoteImportColumns, [
      {
        scheduledDate: exampleTime(),
        dailyQuotePublishDate: format(new Date(), 'yyyy-MM-dd'),
        dailyQuoteStatus: 'Pending',
        reporterMobileNumber: '',
      },
    ]);
  }
}
