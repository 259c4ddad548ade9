import { messages, required, rules } from '../rules';
import { defineContent, reporterColumn } from './content-declaration';

const dateTime = "'yyyy-MM-dd HH:mm' or ISO 8601";

/**
 * Daily quotes: an image or GIF going out on a scheduled date, with a read-only posted date; no category. Added
 * Published, editable until rejected, in grids filtered by date.
 */
export const dailyQuotes = defineContent({
  name: 'dailyQuotes',
  noun: 'Quote',
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
  desk: { assign: true, notes: true },
  keys: { item: 'dailyQuotes', id: 'dailyQuoteID', list: 'dailyQuotes', reporterGroups: 'Quotes' },
  messages: {
    created: 'Daily Quote Added successfully',
    updated: 'Quotes Updated successfully',
    statusUpdated: 'Quote status Updated successfully',
    rejectedEdit: 'Rejected quotes cannot be edited',
    rejectedPublish: 'Rejected quotes cannot be published',
    publishedToPending: 'Published quotes cannot be moved back to Pending',
  },
  fields: {
    status: 'dailyQuoteStatus',
    reporter: 'dailyQuoteReportedDetails',
    time: { field: 'scheduledDate', column: 'scheduledDate' },
    createdDate: { field: 'dailyQuotePublishDate', column: 'publishDate' },
  },
  answer: {
    dailyQuoteID: { type: 'text' },
    dailyQuoteMediaURL: { type: 'url' },
    dailyQuoteThumbnailURL: { type: 'url' },
    dailyQuotePublishDate: { type: 'datetime' },
    scheduledDate: { type: 'datetime' },
    dailyQuoteStatus: { type: 'text' },
    isScheduled: { type: 'scheduled', describe: 'Published with scheduledDate in the future' },
    dailyQuoteReportedDetails: { type: 'reporter' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
  body: {
    create: {
      scheduledDate: `${dateTime}, not in the past; defaults to now`,
      dailyQuotePublishDate: "The posted date, 'yyyy-MM-dd' (the form sends today); defaults to now",
      dailyQuoteReportedDetails: 'User id of the reporter (or admin); defaults to the calling admin',
    },
    // The posted date is read-only after the create.
    update: {
      scheduledDate: `${dateTime}; a changed date must not be in the past`,
      dailyQuoteReportedDetails: 'User id of the reporter (or admin)',
    },
  },
  rules: rules.dailyQuote,
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
    limit: 15,
    filters: {
      days: '1, 7 or 15',
      fromDate: 'yyyy-MM-dd; with endDate',
      endDate: 'yyyy-MM-dd, not before fromDate; with fromDate',
    },
    opensOn: 'Published',
    sortable: ['scheduledDate', 'createdAt'],
  },
  media: {
    field: 'dailyQuoteImage',
    missing: messages.imageRequired,
    message: 'Image uploaded successfully',
    summary:
      "Upload or replace a quote's image (multipart field dailyQuoteImage: .png, .jpg, .jpeg or .gif under 2 MB)",
    answer: { dailyQuoteMediaURL: { type: 'text' } },
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
  },
  screen: {
    area: 'daily_quotes',
    addedAs: 'Published',
    editable: ['Published', 'Schedule', 'Pending'],
    dialogWidth: 'sm',
    opens: '/daily-quotes/pending?show={id}',
  },
});
