import { Type } from 'typebox';
import { messages, notInPast, rules } from '#contract/rules';
import { postCounts, posts } from '../../db/schema.js';
import { pageQuery } from '../../lib/pagination.js';
import { imageRule } from '../../media/images.js';
import { NullableString, OptionalString, ReportedDetails } from '../../lib/http-schemas.js';
import { contentKind } from '../content-kind.js';
import { contentMessages, exampleTime, idList, reportedByDto, reporterColumn } from '../content-lifecycle.js';
import { attachImage } from '../content-media.js';
import { NewStatusSchema } from '../content-schemas.js';
import { PostFilter, type PostFilterQuery } from './post-filter.js';
import { postMessages } from './post-messages.js';
import { postExportRoute, postStatusRoutes } from './post-routes.js';

export const Post = Type.Object({
  postID: Type.String(),
  postTitle: Type.String(),
  postDescription: Type.String(),
  postLocationDetails: Type.String(),
  postCategory: Type.Object({ postCategoryID: Type.String(), postCategoryName: Type.String() }),
  postLanguage: Type.Object({ languageID: Type.String(), languageName: Type.String() }),
  postedOn: Type.String({ format: 'date-time' }),
  postImageURL: NullableString,
  postThumbnailURL: NullableString,
  postStatus: Type.String(),
  isScheduled: Type.Boolean({ description: 'Published with postedOn in the future' }),
  postReportedDetails: ReportedDetails,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

const PostBody = Type.Object({
  postTitle: OptionalString('News Title; required'),
  postDescription: OptionalString('News Description; required, not only spaces'),
  postLocationDetails: OptionalString('Location; required'),
  postCategory: OptionalString('Post category id; required'),
  postLanguage: OptionalString('Language id; required'),
  postReportedDetails: OptionalString('User id of the reporter (or admin); defaults to the calling admin'),
  postedOn: OptionalString("'yyyy-MM-dd HH:mm' or ISO 8601, not in the past; defaults to now"),
  postStatus: NewStatusSchema,
});

/** Posts: text fields, a category and a language, an image, and list actions by filter (post-routes.ts). */
export const postKind = contentKind<typeof posts.$inferSelect>({
  name: 'Post',
  tag: 'Posts',
  paths: {
    create: '/posts/create',
    media: '/posts/upload/{id}',
    import: '/posts/upload',
    template: '/posts/import/template',
    list: '/posts/filter/{status}',
    get: '/posts/get/{id}',
    update: '/posts/update/{id}',
    reporter: '/posts/reporter/{id}',
  },
  keys: { item: 'posts', id: 'postID', list: 'postsData', reporterGroups: 'Posts' },
  messages: {
    created: 'Post Added successfully',
    updated: 'Post Updated successfully',
    statusUpdated: 'Post status updated successfully',
    ...postMessages,
  },
  store: {
    table: posts,
    counts: {
      table: postCounts,
      status: postCounts.status,
      total: postCounts.total,
      categoryId: postCounts.categoryId,
      languageId: postCounts.languageId,
    },
    search: posts.location,
    insertBatch: 500,
  },
  fields: {
    status: 'postStatus',
    reporter: 'postReportedDetails',
    time: { field: 'postedOn', column: 'postedOn' },
    category: { field: 'postCategory', kind: 'post' },
    language: { field: 'postLanguage' },
    text: { postTitle: 'title', postDescription: 'description', postLocationDetails: 'location' },
  },
  // A post's time may not lie in the past when it is set.
  rules: { ...rules.post, postedOn: [...rules.post.postedOn, notInPast(messages.pastDateTime)] },
  schemas: { item: Post, create: PostBody, update: PostBody },
  docs: {
    create: 'Create a post (Pending unless postStatus is Published); upload its image next',
    update: 'Edit a post; fields left out keep their values. Rejected posts cannot be edited (409).',
    reporter: "A reporter's posts by status",
  },
  list: {
    summary: 'One page of posts: Pending, Published, Schedule (published, still in the future) or Rejected',
    query: { ...pageQuery(15), ...PostFilter },
    match: (query: PostFilterQuery & { limit?: number }, view, now) => ({
      view,
      now,
      categoryIds: idList(query.category, contentMessages.invalidCategoryId),
      languageIds: idList(query.language, postMessages.invalidLanguageId),
      search: query.search?.trim() || undefined,
      limit: query.limit!,
    }),
  },
  media: {
    field: 'postImage',
    rule: imageRule,
    missingMessage: messages.imageRequired,
    message: 'Image uploaded successfully',
    summary: "Upload or replace a post's image (multipart field postImage: .png, .jpg or .jpeg under 2 MB)",
    response: { postImageURL: Type.String() },
    attach: attachImage('posts', { image: 'imageKey', thumbnail: 'thumbnailKey' }, 'postImageURL'),
    sets: { files: { postImageURL: 'imageKey', postThumbnailURL: 'thumbnailKey' } },
  },
  import: {
    field: 'postFile',
    summary: 'Import posts from a spreadsheet (multipart field postFile: .xls or .xlsx, at most 5 MB and 5000 rows)',
    description:
      'Columns (header row; human headers or field names): News Title|postTitle, News Description|postDescription, ' +
      'Location|postLocationDetails, Category|postCategory (name or id), Language|postLanguage (name or id), ' +
      "Posted On|postedOn (optional; date cell or 'yyyy-MM-dd HH:mm'), Status|postStatus (optional; Pending or Published), " +
      'Reporter Mobile Number|reporterMobileNumber (optional; defaults to the admin). Any invalid row refuses the whole ' +
      "file with 400 and every problem as 'Row N: message'.",
    columns: [
      { key: 'postTitle', header: 'News Title', required: true },
      { key: 'postDescription', header: 'News Description', required: true },
      { key: 'postLocationDetails', header: 'Location', required: true },
      { key: 'postCategory', header: 'Category', required: true },
      { key: 'postLanguage', header: 'Language', required: true },
      { key: 'postedOn', header: 'Posted On' },
      { key: 'postStatus', header: 'Status' },
      reporterColumn,
    ],
    templateSummary: 'An .xlsx import template: the header row and one example row',
    templateName: 'posts-import-template.xlsx',
    example: () => ({
      postTitle: 'City council approves new riverside park',
      postDescription: 'The council voted to turn the old mill site into a public park, with work starting next month.',
      postLocationDetails: 'Pune',
      postCategory: 'Politics',
      postLanguage: 'English',
      postedOn: exampleTime(),
      postStatus: 'Pending',
      reporterMobileNumber: '',
    }),
  },
  dto: ({ item, category, language, reporter }, ctx) => ({
    postID: item.id,
    postTitle: item.title,
    postDescription: item.description,
    postLocationDetails: item.location,
    postCategory: { postCategoryID: category!.id, postCategoryName: category!.name },
    postLanguage: { languageID: language!.id, languageName: language!.name },
    postedOn: item.postedOn.toISOString(),
    postImageURL: ctx.mediaUrl(item.imageKey),
    postThumbnailURL: ctx.mediaUrl(item.thumbnailKey),
    postStatus: item.status,
    postReportedDetails: reportedByDto(reporter),
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  }),
  routes: { afterList: postExportRoute, status: postStatusRoutes },
});
