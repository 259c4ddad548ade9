import { format } from 'date-fns';
import { Type } from 'typebox';
import { messages, required, rules } from '#contract/rules';
import { dailyQuoteCounts, dailyQuotes } from '../../db/schema.js';
import { pageQuery } from '../../lib/pagination.js';
import { imageOrGifRule } from '../../media/images.js';
import { NullableString, OptionalString, ReportedDetails } from '../../lib/http-schemas.js';
import { contentKind } from '../content-kind.js';
import { exampleTime, reportedByDto, reporterColumn } from '../content-lifecycle.js';
import { attachImage } from '../content-media.js';
import { NewStatusSchema } from '../content-schemas.js';
import { quoteDateWindow, type QuoteDateFilter } from './quote-date-window.js';

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

const dateTime = "'yyyy-MM-dd HH:mm' or ISO 8601";

const CreateBody = Type.Object({
  scheduledDate: OptionalString(`${dateTime}, not in the past; defaults to now`),
  dailyQuotePublishDate: OptionalString("The posted date, 'yyyy-MM-dd' (the form sends today); defaults to now"),
  dailyQuoteReportedDetails: OptionalString('User id of the reporter (or admin); defaults to the calling admin'),
  dailyQuoteStatus: NewStatusSchema,
});

const UpdateBody = Type.Object({
  scheduledDate: OptionalString(`${dateTime}; a changed date must not be in the past`),
  dailyQuoteReportedDetails: OptionalString('User id of the reporter (or admin)'),
  dailyQuoteStatus: NewStatusSchema,
});

/** Daily quotes: an image or GIF going out on a scheduled date, with a read-only posted date; no category. */
export const dailyQuoteKind = contentKind<typeof dailyQuotes.$inferSelect>({
  name: 'Quote',
  tag: 'Daily quotes',
  paths: {
    create: '/dailyQuotes/create',
    media: '/dailyQuotes/upload/{id}',
    import: '/dailyQuotes/upload',
    template: '/dailyQuotes/import/template',
    list: '/dailyQuotes/filter/{status}',
    get: '/dailyQuotes/get/{id}',
    update: '/dailyQuotes/update/{id}',
    status: '/dailyQuotes/status/{id}',
    reporter: '/dailyQuotes/reporter/{id}',
  },
  keys: { item: 'dailyQuotes', id: 'dailyQuoteID', list: 'dailyQuotes', reporterGroups: 'Quotes' },
  messages: {
    created: 'Daily Quote Added successfully',
    updated: 'Quotes Updated successfully',
    statusUpdated: 'Quote status Updated successfully',
    rejectedEdit: 'Rejected quotes cannot be edited',
    rejectedPublish: 'Rejected quotes cannot be published',
    publishedToPending: 'Published quotes cannot be moved back to Pending',
  },
  store: {
    table: dailyQuotes,
    counts: { table: dailyQuoteCounts, status: dailyQuoteCounts.status, total: dailyQuoteCounts.total },
    insertBatch: 1000,
  },
  fields: {
    status: 'dailyQuoteStatus',
    reporter: 'dailyQuoteReportedDetails',
    time: { field: 'scheduledDate', column: 'scheduledDate' },
    createdDate: { field: 'dailyQuotePublishDate', column: 'publishDate' },
  },
  rules: rules.dailyQuote,
  schemas: { item: DailyQuote, create: CreateBody, update: UpdateBody },
  docs: {
    create: 'Create a daily quote (Pending unless dailyQuoteStatus is Published); upload its image next',
    update:
      'Edit a daily quote; fields left out keep their values, the posted date is read-only. Rejected quotes: 409.',
    status: 'Publish or reject a daily quote (Rejected quotes cannot be published: 409)',
    reporter: "A reporter's daily quotes by status",
  },
  list: {
    summary: 'One page of daily quotes: Pending, Published, Schedule (published, still in the future) or Rejected',
    description:
      'The date filters apply to the scheduled date, in whole days of the server time zone: days=1 is today, 7 and 15 ' +
      'the last 7 or 15 days up to the end of today; or fromDate and endDate (yyyy-MM-dd, both or neither, inclusive).',
    query: {
      ...pageQuery(15),
      days: OptionalString('1, 7 or 15'),
      fromDate: OptionalString('yyyy-MM-dd; with endDate'),
      endDate: OptionalString('yyyy-MM-dd, not before fromDate; with fromDate'),
    },
    match: (query: QuoteDateFilter & { limit: number }, view, now) => ({
      view,
      now,
      ...quoteDateWindow(query, now),
      limit: query.limit,
    }),
  },
  media: {
    field: 'dailyQuoteImage',
    rule: imageOrGifRule,
    missingMessage: messages.imageRequired,
    message: 'Image uploaded successfully',
    summary:
      "Upload or replace a quote's image (multipart field dailyQuoteImage: .png, .jpg, .jpeg or .gif under 2 MB)",
    response: { dailyQuoteMediaURL: Type.String() },
    attach: attachImage('quotes', { image: 'mediaKey', thumbnail: 'thumbnailKey' }, 'dailyQuoteMediaURL'),
    sets: { files: { dailyQuoteMediaURL: 'mediaKey', dailyQuoteThumbnailURL: 'thumbnailKey' } },
  },
  import: {
    field: 'dailyQuoteFile',
    summary:
      'Import daily quotes from a spreadsheet (multipart field dailyQuoteFile: .xls or .xlsx, at most 5 MB and 5000 rows)',
    description:
      "Columns (header row; human headers or field names): Scheduled Date|scheduledDate (date cell or 'yyyy-MM-dd HH:mm', " +
      'not in the past), Posted Date|dailyQuotePublishDate (optional; defaults to now), Status|dailyQuoteStatus ' +
      '(optional; Pending or Published), Reporter Mobile Number|reporterMobileNumber (optional; defaults to the admin). ' +
      "Images are uploaded per quote afterwards. Any invalid row refuses the whole file with 400 and every problem as 'Row N: message'.",
    columns: [
      { key: 'scheduledDate', header: 'Scheduled Date', required: true },
      { key: 'dailyQuotePublishDate', header: 'Posted Date' },
      { key: 'dailyQuoteStatus', header: 'Status' },
      reporterColumn,
    ],
    // A row of a file must say when the quote goes out, so a wrong spreadsheet cannot import rows of defaults.
    rules: {
      scheduledDate: [required('Scheduled Date is required'), ...rules.dailyQuote.scheduledDate],
    },
    templateSummary: 'An .xlsx daily quote import template: the header row and one example row',
    templateName: 'daily-quotes-import-template.xlsx',
    example: () => ({
      scheduledDate: exampleTime(),
      dailyQuotePublishDate: format(new Date(), 'yyyy-MM-dd'),
      dailyQuoteStatus: 'Pending',
      reporterMobileNumber: '',
    }),
  },
  dto: ({ item, reporter }, ctx) => ({
    dailyQuoteID: item.id,
    dailyQuoteMediaURL: ctx.mediaUrl(item.mediaKey),
    dailyQuoteThumbnailURL: ctx.mediaUrl(item.thumbnailKey),
    dailyQuotePublishDate: item.publishDate.toISOString(),
    scheduledDate: item.scheduledDate.toISOString(),
    dailyQuoteStatus: item.status,
    dailyQuoteReportedDetails: reportedByDto(reporter),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  }),
});
