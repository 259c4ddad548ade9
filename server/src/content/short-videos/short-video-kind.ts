import { shortVideos as declaration } from '#contract/content/short-videos';
import { shortCounts, shorts } from '../../db/schema.js';
import { videoRule } from '../../media/videos.js';
import { contentKind } from '../content-kind.js';
import { contentMessages, exampleTime, idList, reportedByDto } from '../content-lifecycle.js';
import { attachVideo } from './short-video-media.js';

/** Short videos (contract/content/short-videos.ts): their table, and a video with the poster and duration ffmpeg reads. */
export const shortVideoKind = contentKind<typeof shorts.$inferSelect>(declaration, {
  store: {
    table: shorts,
    counts: {
      table: shortCounts,
      status: shortCounts.status,
      total: shortCounts.total,
      categoryId: shortCounts.categoryId,
    },
    insertBatch: 1000,
  },
  // Page sizes of spec section 9: 10 for the published, pending and scheduled grids, 15 for rejected.
  match: (query: { category?: string; limit?: number }, view, now) => ({
    view,
    now,
    categoryIds: idList(query.category, contentMessages.invalidCategoryId),
    limit: query.limit ?? (view === 'Rejected' ? 15 : 10),
  }),
  media: {
    rule: videoRule,
    attach: attachVideo,
    sets: {
      files: { shortVideoURL: 'videoKey', shortPosterURL: 'posterKey' },
      values: { shortDurationSeconds: 'durationSeconds' },
    },
  },
  example: () => ({
    shortCategory: 'Trending',
    shortPostedOn: exampleTime(),
    shortStatus: 'Pending',
    reporterMobileNumber: '',
  }),
  dto: ({ item, category, reporter }, ctx) => ({
    shortID: item.id,
    shortVideoURL: ctx.mediaUrl(item.videoKey),
    shortPosterURL: ctx.mediaUrl(item.posterKey),
    shortDurationSeconds: item.durationSeconds,
    shortCategory: { shortCategoryID: category!.id, shortCategoryName: category!.name },
    shortPostedOn: item.postedOn.toISOString(),
    shortStatus: item.status,
    shortReportedDetails: reportedByDto(reporter),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  }),
});
