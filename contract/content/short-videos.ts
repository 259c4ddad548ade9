import { messages, rules } from '../rules';
import { defineContent, reporterColumn } from './content-declaration';

/**
 * Short videos: a category and a video (with the poster and duration the server reads from it), in grids of 10.
 * Added Published, editable until rejected. Their API paths and keys keep the spec's `shorts`.
 */
export const shortVideos = defineContent({
  name: 'shortVideos',
  noun: 'Short Video',
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
  desk: { assign: true, notes: true },
  keys: { item: 'shorts', id: 'shortID', list: 'shortsData', reporterGroups: 'Shorts' },
  messages: {
    created: 'Short Video Added successfully',
    updated: 'Short Video Updated successfully',
    statusUpdated: 'Short Video status Updated successfully',
    rejectedEdit: 'Rejected short videos cannot be edited',
    rejectedPublish: 'Rejected short videos cannot be published',
    publishedToPending: 'Published short videos cannot be moved back to Pending',
  },
  fields: {
    status: 'shortStatus',
    reporter: 'shortReportedDetails',
    time: { field: 'shortPostedOn', column: 'postedOn' },
    category: { field: 'shortCategory', kind: 'short' },
  },
  answer: {
    shortID: { type: 'text' },
    shortVideoURL: { type: 'url' },
    shortPosterURL: {
      type: 'url',
      describe: 'A JPEG frame of the video for the card grid; null without a video or when ffmpeg was unavailable',
    },
    shortDurationSeconds: { type: 'seconds', describe: 'Whole seconds, read by ffmpeg on upload; null when unknown' },
    shortCategory: { type: 'named', id: 'shortCategoryID', name: 'shortCategoryName' },
    shortPostedOn: { type: 'datetime' },
    shortStatus: { type: 'text' },
    isScheduled: { type: 'scheduled', describe: 'Published with shortPostedOn in the future' },
    shortReportedDetails: { type: 'reporter' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
  body: {
    create: {
      shortCategory: 'Short video category id; required',
      shortPostedOn: "'yyyy-MM-dd HH:mm' or ISO 8601, not in the past; defaults to now",
      shortReportedDetails: 'User id of the reporter (or admin); defaults to the calling admin',
    },
  },
  rules: rules.short,
  docs: {
    create: 'Create a short video (Pending unless shortStatus is Published); upload its video next',
    update: 'Edit a short video; fields left out keep their values. Rejected shorts cannot be edited (409).',
    status: 'Publish or reject a short video (Rejected shorts cannot be published: 409)',
    reporter: "A reporter's short videos by status",
  },
  list: {
    summary: 'One page of short videos: Pending, Published, Schedule (published, still in the future) or Rejected',
    // Page sizes of spec section 9: 10 for the published, pending and scheduled grids, 15 for rejected.
    limit: { describe: 'Default 10, or 15 for Rejected' },
    filters: { category: 'Short category id (comma-joined ids also work)' },
    opensOn: 'Published',
    sortable: ['shortPostedOn', 'createdAt'],
  },
  media: {
    field: 'shortVideo',
    missing: messages.videoRequired,
    message: 'File Uploaded successfully',
    summary:
      "Upload or replace a short's video (multipart field shortVideo: mp4, mov, avi, webm or mkv, at most 10 MB)",
    description:
      'The type is checked by content. ffmpeg then reads the duration and a poster frame; a file it cannot decode ' +
      'is refused with 400. When ffmpeg is unavailable the video is kept without poster and duration (null).',
    answer: {
      shortVideoURL: { type: 'text' },
      shortPosterURL: { type: 'url' },
      shortDurationSeconds: { type: 'seconds' },
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
  },
  screen: {
    area: 'shortVideos',
    addedAs: 'Published',
    editable: ['Published', 'Schedule', 'Pending'],
    dialogWidth: 'sm',
    opens: '/short-video/pending?show={id}',
  },
});
