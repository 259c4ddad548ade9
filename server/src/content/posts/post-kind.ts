import { posts as declaration } from '#contract/content/posts';
import { postCounts, posts } from '../../db/schema.js';
import { imageRule } from '../../media/images.js';
import { contentKind } from '../content-kind.js';
import { contentMessages, exampleTime, idList, reportedByDto } from '../content-lifecycle.js';
import { attachImage } from '../content-media.js';
import type { PostFilterQuery } from './post-list-actions.service.js';
import { postMessages } from './post-messages.js';
import { postExportRoute, postStatusRoutes } from './post-routes.js';

/** Posts (contract/content/posts.ts): their table, image and list actions by filter (post-routes.ts). */
export const postKind = contentKind<typeof posts.$inferSelect>(declaration, {
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
  match: (query: PostFilterQuery & { limit?: number }, view, now) => ({
    view,
    now,
    categoryIds: idList(query.category, contentMessages.invalidCategoryId),
    languageIds: idList(query.language, postMessages.invalidLanguageId),
    search: query.search?.trim() || undefined,
    limit: query.limit!,
  }),
  media: {
    rule: imageRule,
    attach: attachImage('posts', { image: 'imageKey', thumbnail: 'thumbnailKey' }, 'postImageURL'),
    sets: { files: { postImageURL: 'imageKey', postThumbnailURL: 'thumbnailKey' } },
  },
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
