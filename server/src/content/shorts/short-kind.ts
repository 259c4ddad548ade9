import { Type } from 'typebox';
import { messages, rules } from '#contract/rules';
import { shortCounts, shorts } from '../../db/schema.js';
import { MAX_PAGE_SIZE, pageQuery } from '../../lib/pagination.js';
import { videoRule } from '../../media/videos.js';
import { NullableString, OptionalString, ReportedDetails } from '../../lib/http-schemas.js';
import { contentKind } from '../content-kind.js';
import { contentMessages, exampleTime, idList, reportedByDto, reporterColumn } from '../content-lifecycle.js';
import { NewStatusSchema } from '../content-schemas.js';
import { attachVideo } from './short-video.js';

export const Short = Type.Object({
  shortID: Type.String(),
  shortVideoURL: NullableString,
  shortPosterURL: Type.Union([Type.String(), Type.Null()], {
    description: 'A JPEG frame of the video for the card grid; null without a video or when ffmpeg was unavailable',
  }),
  shortDurationSeconds: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Whole seconds, read by ffmpeg on upload; null when unknown',
  }),
  shortCategory: Type.Object({ shortCategoryID: Type.String(), shortCategoryName: Type.String() }),
  shortPostedOn: Type.String({ format: 'date-time' }),
  shortStatus: Type.String(),
  isScheduled: Type.Boolean({ description: 'Published with shortPostedOn in the future' }),
  shortReportedDetails: ReportedDetails,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const ShortBody = Type.Object({
  shortCategory: OptionalString('Short video category id; required'),
  shortPostedOn: OptionalString("'yyyy-MM-dd HH:mm' or ISO 8601, not in the past; defaults to now"),
  shortReportedDetails: OptionalString('User id of the reporter (or admin); defaults to the calling admin'),
  shortStatus: NewStatusSchema,
});

/** Short videos: a category and a video (with the poster and duration ffmpeg reads), in grids of 10. */
export const shortKind = contentKind<typeof shorts.$inferSelect>({
  name: 'Short Video',
  tag: 'Short videos',
  paths: {
    create: '/shorts/create',
    media: '/shorts/upload/{id}',
    import: '/shorts/upload',
    template: '/shorts/import/template',
    list: '/shorts/filter/{status}',
    get: '/shorts/get/{id}',
    update: '/shorts/update/{id}',
    status: '/shorts/status/{id}',
    reporter: '/shorts/reporter/{id}',
  },
  keys: { item: 'shorts', id: 'shortID', list: 'shortsData', reporterGroups: 'Shorts' },
  messages: {
    created: 'Short Video Added successfully',
    updated: 'Short Video Updated successfully',
    statusUpdated: 'Short Video status Updated successfully',
    rejectedEdit: 'Rejected short videos cannot be edited',
    rejectedPublish: 'Rejected short videos cannot be published',
    publishedToPending: 'Published short videos cannot be moved back to Pending',
  },
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
  fields: {
    status: 'shortStatus',
    reporter: 'shortReportedDetails',
    time: { field: 'shortPostedOn', column: 'postedOn' },
    category: { field: 'shortCategory', kind: 'short' },
  },
  rules: rules.short,
  schemas: { item: Short, create: ShortBody, update: ShortBody },
  docs: {
    create: 'Create a short video (Pending unless shortStatus is Published); upload its video next',
    update: 'Edit a short video; fields left out keep their values. Rejected shorts cannot be edited (409).',
    status: 'Publish or reject a short video (Rejected shorts cannot be published: 409)',
    reporter: "A reporter's short videos by status",
  },
  list: {
    summary: 'One page of short videos: Pending, Published, Schedule (published, still in the future) or Rejected',
    query: {
      page: pageQuery(10).page,
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Default 10, or 15 for Rejected' }),
      ),
      category: OptionalString('Short category id (comma-joined ids also work)'),
    },
    // Page sizes of spec section 9: 10 for the published, pending and scheduled grids, 15 for rejected.
    match: (query: { category?: string; limit?: number }, view, now) => ({
      view,
      now,
      categoryIds: idList(query.category, contentMessages.invalidCategoryId),
      limit: query.limit ?? (view === 'Rejected' ? 15 : 10),
    }),
  },
  media: {
    field: 'shortVideo',
    rule: videoRule,
    missingMessage: messages.videoRequired,
    message: 'File Uploaded successfully',
    summary:
      "Upload or replace a short's video (multipart field shortVideo: mp4, mov, avi, webm or mkv, at most 10 MB)",
    description:
      'The type is checked by content. ffmpeg then reads the duration and a poster frame; a file it cannot decode ' +
      'is refused with 400. When ffmpeg is unavailable the video is kept without poster and duration (null).',
    response: {
      shortVideoURL: Type.String(),
      shortPosterURL: Type.Union([Type.String(), Type.Null()]),
      shortDurationSeconds: Type.Union([Type.Integer(), Type.Null()]),
    },
    attach: attachVideo,
    sets: {
      files: { shortVideoURL: 'videoKey', shortPosterURL: 'posterKey' },
      values: { shortDurationSeconds: 'durationSeconds' },
    },
  },
  import: {
    field: 'shortFile',
    summary:
      'Import short videos from a spreadsheet (multipart field shortFile: .xls or .xlsx, at most 5 MB and 5000 rows)',
    description:
      'Columns (header row; human headers or field names): Category|shortCategory (short category name or id), ' +
      "Posted On|shortPostedOn (optional; date cell or 'yyyy-MM-dd HH:mm', not in the past), Status|shortStatus " +
      '(optional; Pending or Published), Reporter Mobile Number|reporterMobileNumber (optional; defaults to the admin). ' +
      "Videos are uploaded per short afterwards. Any invalid row refuses the whole file with 400 and every problem as 'Row N: message'.",
    columns: [
      { key: 'shortCategory', header: 'Category', required: true },
      { key: 'shortPostedOn', header: 'Posted On' },
      { key: 'shortStatus', header: 'Status' },
      reporterColumn,
    ],
    templateSummary: 'An .xlsx short video import template: the header row and one example row',
    templateName: 'shorts-import-template.xlsx',
    example: () => ({
      shortCategory: 'Trending',
      shortPostedOn: exampleTime(),
      shortStatus: 'Pending',
      reporterMobileNumber: '',
    }),
  },
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
