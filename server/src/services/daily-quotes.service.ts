import { addDays, format, setHours, startOfDay, subDays } from 'date-fns';
import { parseDateTime, required, rules, validDateTime } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { readSpreadsheet, rowError, writeSpreadsheet, type SpreadsheetColumn } from '../lib/spreadsheet.js';
import { collectErrors, isUuid, requireId, trimmed, validate } from '../lib/validate.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { DailyQuotesRepository, type NewDailyQuote } from '../repositories/daily-quotes.repository.js';
import { PostsRepository } from '../repositories/posts.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { contentViewOf, newStatusOf, newStatusRule, postMessages, sameMinute } from './posts.service.js';
import { dailyQuoteDto } from './reporter-content.service.js';
import { importReporters, reporterColumn } from './shorts.service.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

export const dailyQuoteMessages = {
  rejectedEdit: 'Rejected quotes cannot be edited',
  rejectedPublish: 'Rejected quotes cannot be published',
  publishedToPending: 'Published quotes cannot be moved back to Pending',
  daysOrDates: 'Choose either days or fromDate and endDate, not both',
  scheduledDateRequired: 'Scheduled Date is required',
};

export interface DailyQuoteBody {
  scheduledDate?: string;
  dailyQuotePublishDate?: string;
  dailyQuoteReportedDetails?: string;
  dailyQuoteStatus?: 'Pending' | 'Published';
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
  private readonly users: UsersRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.quotes = new DailyQuotesRepository(db);
    this.users = new UsersRepository(db);
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

  /**
   * The posted date is read-only in the form (today); it defaults to now when left out. Pending unless
   * dailyQuoteStatus is Published, so a quote whose image upload then fails is not public.
   */
  async create(body: DailyQuoteBody, ctx: RequestContext) {
    const given = quoteValues(body);
    const values = { ...given, dailyQuotePublishDate: given.dailyQuotePublishDate ?? new Date() };
    validate(values, rules.dailyQuote);
    const reporterId = given.dailyQuoteReportedDetails ?? ctx.userId;
    await this.checkReporter(reporterId);
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
    const current = await this.findEditable(id);
    const given = quoteValues(body);
    const scheduleChanged =
      given.scheduledDate !== undefined && !sameMinute(parseDateTime(given.scheduledDate), current.scheduledDate);
    validate(
      { scheduledDate: scheduleChanged ? given.scheduledDate : current.scheduledDate },
      scheduleChanged ? { scheduledDate: rules.dailyQuote.scheduledDate } : unchangedTimeRules,
    );
    if (given.dailyQuoteStatus === 'Pending' && current.status === 'Published') {
      throw conflict(dailyQuoteMessages.publishedToPending);
    }
    if (given.dailyQuoteReportedDetails !== undefined) await this.checkReporter(given.dailyQuoteReportedDetails);
    await this.db.transaction(async (tx) => {
      const quotes = new DailyQuotesRepository(tx);
      // Locked and re-read: a quote rejected since the checks above is not edited.
      const locked = await quotes.findById(id, { forUpdate: true });
      if (locked?.status === 'Rejected') throw conflict(dailyQuoteMessages.rejectedEdit);
      await quotes.update(id, {
        scheduledDate: scheduleChanged ? parseDateTime(given.scheduledDate) : undefined,
        reporterId: given.dailyQuoteReportedDetails,
        status: given.dailyQuoteStatus,
      });
    });
    return this.get(id, ctx);
  }

  /** As for shorts: Rejected is final, repeating the current status is a no-op (`updatedCount` 0). */
  async setStatus(id: string, status: Exclude<ContentStatus, 'Pending'>, ctx: MediaContext) {
    requireId(id, 'Quote');
    const updatedCount = await this.db.transaction(async (tx) => {
      const quotes = new DailyQuotesRepository(tx);
      const current = await quotes.findById(id, { forUpdate: true });
      if (!current) throw notFound('Quote');
      if (current.status === status) return 0;
      if (current.status === 'Rejected') throw conflict(dailyQuoteMessages.rejectedPublish);
      await quotes.update(id, { status });
      return 1;
    });
    return { updatedCount, dailyQuotes: await this.get(id, ctx) };
  }

  async setImage(id: string, file: ReceivedFile, ctx: MediaContext) {
    await this.findEditable(id);
    const stored = await replaceImage(this.storage, 'quotes', file, (image) =>
      // The row lock makes two uploads at once each remove exactly the image they replaced.
      this.db.transaction(async (tx) => {
        const quotes = new DailyQuotesRepository(tx);
        const previous = await quotes.findById(id, { forUpdate: true });
        if (!previous || previous.status === 'Rejected') return undefined;
        await quotes.update(id, { mediaKey: image.imageKey, thumbnailKey: image.thumbnailKey });
        return { imageKey: previous.mediaKey, thumbnailKey: previous.thumbnailKey };
      }),
    );
    if (!stored) throw conflict(dailyQuoteMessages.rejectedEdit);
    return ctx.mediaUrl(stored.imageKey)!;
  }

  /** Every row is checked before anything is written; any problem refuses the whole file with every row's messages. */
  async import(file: ReceivedFile, ctx: RequestContext) {
    const rows = await readSpreadsheet(file, dailyQuoteImportColumns);
    const reporterOf = await importReporters(new PostsRepository(this.db), rows, ctx.userId);
    const now = new Date();
    const errors: string[] = [];
    const inserts: NewDailyQuote[] = [];
    for (const { rowNumber, values } of rows) {
      const publishDate = values.dailyQuotePublishDate ?? now;
      const problems = collectErrors({ ...values, dailyQuotePublishDate: publishDate }, importRules);
      const reporterId = reporterOf(values.reporterMobileNumber);
      if (!reporterId) problems.push(postMessages.reporterNotFound);
      if (problems.length > 0) {
        errors.push(...problems.map((message) => rowError(rowNumber, message)));
        continue;
      }
      inserts.push({
        scheduledDate: parseDateTime(values.scheduledDate)!,
        publishDate: parseDateTime(publishDate)!,
        reporterId: reporterId!,
        status: newStatusOf(values.dailyQuoteStatus),
      });
    }
    if (errors.length > 0) throw badRequest(errors);
    await this.db.transaction((tx) => new DailyQuotesRepository(tx).insertMany(inserts));
    return inserts.length;
  }

  /** The import columns with one example row, scheduled for tomorrow morning so it passes the not-in-the-past rule. */
  importTemplate() {
    const today = new Date();
    return writeSpreadsheet(dailyQuoteImportColumns, [
      {
        scheduledDate: format(setHours(addDays(startOfDay(today), 1), 9), 'yyyy-MM-dd HH:mm'),
        dailyQuotePublishDate: format(today, 'yyyy-MM-dd'),
        dailyQuoteStatus: 'Pending',
        reporterMobileNumber: '',
      },
    ]);
  }

  private async findEditable(id: string) {
    const quote = await this.quotes.findById(requireId(id, 'Quote'));
    if (!quote) throw notFound('Quote');
    if (quote.status === 'Rejected') throw conflict(dailyQuoteMessages.rejectedEdit);
    return quote;
  }

  /** An unknown reporter is bad input (400), not a missing quote. */
  private async checkReporter(reporterId: string) {
    if (!isUuid(reporterId) || !(await this.users.findById(reporterId)))
      throw badRequest(postMessages.reporterNotFound);
  }
}
