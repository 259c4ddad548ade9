import { defineResource } from '../resource';
import { limits, messages, notBeforeTodayUtc, rules } from '../rules';

/**
 * Magazines (spec sections 2, 5 and 7): active and expired lists by the expiry day (UTC days, as the cards show
 * them), with the day filter and the dashboard's `endingWithin`; the offer's days left; a PDF uploaded after the
 * create call whose pages are rendered in the background. The render queue is the `render` override
 * (server/src/magazines/).
 */
export const magazines = defineResource({
  name: 'magazines',
  table: 'magazines',
  id: 'magazineID',
  noun: 'Magazine',
  fields: {
    name: {
      type: 'text',
      max: limits.nameMax,
      rules: rules.magazine.name,
      label: 'Shop Name',
      input: 'Shop name; required, at most 100 characters',
    },
    startDate: {
      type: 'date',
      utc: true,
      day: 'of-date-time',
      rules: rules.magazine.startDate,
      createRules: [notBeforeTodayUtc(messages.startDatePast)],
      changedRules: [notBeforeTodayUtc(messages.startDatePast)],
      label: 'Start Date',
      input: 'yyyy-MM-dd; on create not before today (UTC), on edit a changed start neither',
      describe: 'yyyy-MM-dd (UTC)',
    },
    expiryDate: {
      type: 'date',
      utc: true,
      day: 'of-date-time',
      rules: rules.magazine.expiryDate,
      label: 'Expiry Date',
      input: 'yyyy-MM-dd; not before startDate',
      describe: 'yyyy-MM-dd (UTC)',
    },
    offerAvailableDays: {
      type: 'daysLeft',
      from: 'startDate',
      to: 'expiryDate',
      describe: 'Days from today (or the start, if later) through the expiry date, both included; 0 when expired',
    },
    magazine: {
      type: 'renderedPdf',
      pdf: 'pdfUrl',
      upload: {
        path: '/magazines/upload/{id}',
        field: 'magazineFile',
        maxBytes: limits.magazinePdfMaxBytes,
        sizeMessage: messages.magazineFileSize,
        missing: messages.magazineFileRequired,
        message: 'File Uploaded successfully',
        summary: "Upload or replace a magazine's PDF (multipart field magazineFile, at most 20 MB and 300 pages)",
        description:
          'The PDF is checked (by content, and it must parse) before the answer; its pages are then rendered in the ' +
          'background. Poll GET /magazines/render/{id} or /magazines/get/{id} for renderStatus and renderedPages. ' +
          'A replaced PDF keeps its pages until the new one has rendered completely; a failed render leaves them too.',
      },
      progress: {
        path: '/magazines/render/{id}',
        key: 'render',
        summary: "Progress of a magazine's latest upload, for polling while its pages render (not in the spec)",
      },
    },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  search: { fields: { name: 'A' } },
  api: {
    tag: 'Magazines',
    list: {
      path: '/magazines/filter/{status}',
      key: 'magazines',
      items: 'magazinesData',
      totals: true,
      summary: 'One page of active or expired magazines',
      description:
        'status is active (expiry today or later, UTC; newest start first) or expired (expiry before today; latest ' +
        "expiry first), also accepted as the app's 'expiry'. days (1, 7, 15 or 30) keeps active magazines that " +
        'started in the last that many days including today, and expired magazines that expired in that many days ' +
        'before today. endingWithin (active only; 400 on expired) keeps the active magazines that expire within ' +
        'that many days: the list behind the dashboard figure magazinesExpiringSoon, counted the same way.',
      paginated: true,
      pageSize: 15,
      views: [],
      windows: {
        active: { field: 'expiryDate', is: 'future', latest: ['startDate'], recent: 'startDate' },
        expired: { field: 'expiryDate', is: 'past', also: ['expiry'], latest: ['expiryDate'], recent: 'expiryDate' },
      },
      days: { rules: rules.magazineDateFilter.days, describe: '1, 7, 15 or 30' },
      endingWithin: {
        window: 'active',
        refusal: 'endingWithin applies to active magazines only',
        describe: 'active magazines whose expiry day (UTC) is today or one of the N-1 days after',
      },
    },
    get: { path: '/magazines/get/{id}', key: 'magazines', summary: 'One magazine with its pages and render state' },
    create: {
      path: '/magazines/create',
      key: 'magazineID',
      answer: 'id',
      message: 'Magazine Added successfully',
      summary: 'Create a magazine; its PDF is uploaded next with PUT /magazines/upload/{id}',
    },
    update: {
      path: '/magazines/update/{id}',
      key: 'magazines',
      partial: true,
      message: 'Magazine updated successfully',
      summary: 'Edit a magazine; fields left out keep their values (the PDF is replaced with the upload call)',
    },
  },
  screen: {
    path: '/magazines',
    menu: { section: 'Magazines', icon: 'newspaper', after: 'dailyQuotes' },
    title: 'Magazines',
    heading: true,
    pageSize: 15,
    /** The cards follow each magazine's render and open its pages in a carousel (src/sections/magazines). */
    tabScreen: 'MagazineList',
    sectionTabs: {
      active: { path: 'active', label: 'Active', view: 'active' },
      expired: { path: 'expired', label: 'Expired', view: 'expired' },
    },
  },
  /** The rendered pages and render state of each magazine, and the upload that queues a render. */
  overrides: ['render'],
});
