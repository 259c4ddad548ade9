import { format } from 'date-fns';
import { dailyQuotes as declaration } from '#contract/content/daily-quotes';
import { dailyQuoteCounts, dailyQuotes } from '../../db/schema.js';
import { imageOrGifRule } from '../../media/images.js';
import { contentKind } from '../content-kind.js';
import { exampleTime, reportedByDto } from '../content-lifecycle.js';
import { attachImage } from '../content-media.js';
import { quoteDateWindow, type QuoteDateFilter } from './quote-date-window.js';

/** Daily quotes (contract/content/daily-quotes.ts): their table, an image or GIF, and the list's date window. */
export const dailyQuoteKind = contentKind<typeof dailyQuotes.$inferSelect>(declaration, {
  store: {
    table: dailyQuotes,
    counts: { table: dailyQuoteCounts, status: dailyQuoteCounts.status, total: dailyQuoteCounts.total },
    insertBatch: 1000,
  },
  match: (query: QuoteDateFilter & { limit: number }, view, now) => ({
    view,
    now,
    ...quoteDateWindow(query, now),
    limit: query.limit,
  }),
  media: {
    rule: imageOrGifRule,
    attach: attachImage('quotes', { image: 'mediaKey', thumbnail: 'thumbnailKey' }, 'dailyQuoteMediaURL'),
    sets: { files: { dailyQuoteMediaURL: 'mediaKey', dailyQuoteThumbnailURL: 'thumbnailKey' } },
  },
  example: () => ({
    scheduledDate: exampleTime(),
    dailyQuotePublishDate: format(new Date(), 'yyyy-MM-dd'),
    dailyQuoteStatus: 'Pending',
    reporterMobileNumber: '',
  }),
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
