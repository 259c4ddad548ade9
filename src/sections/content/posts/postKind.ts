import type { RaRecord } from 'react-admin';
import { posts } from '#contract/content/posts';
import { contentKindOf, contentState, type ContentKind } from '../contentKind';
import { PostFields } from './PostFields';
import { PostImage, PostImageInput } from './PostImage';

export const categoryName = (record: RaRecord) =>
  String((record.postCategory as { postCategoryName?: string } | null)?.postCategoryName ?? '');
export const languageName = (record: RaRecord) =>
  String((record.postLanguage as { languageName?: string } | null)?.languageName ?? '');

const text = (value: unknown) => String(value ?? '').trim();

/**
 * Posts as a content kind (contract/content/posts.ts). Unlike short videos and daily quotes, a post is added Pending
 * (the server's default), Edit is offered only while it is Pending or Scheduled, and its section is a table
 * (PostLists.tsx).
 */
export const postKind: ContentKind = contentKindOf(posts, {
  Media: PostImage,
  FileInput: PostImageInput,
  Fields: PostFields,
  // Category and language as ids; the status, so a notice can say it changed.
  formValues: (record) => ({
    status: contentState(record, posts.fields.status, posts.fields.time.field),
    image: record.postImageURL ?? '',
    postCategory: (record.postCategory as { postCategoryID?: string } | null)?.postCategoryID ?? '',
    postLanguage: (record.postLanguage as { languageID?: string } | null)?.languageID ?? '',
    postLocationDetails: record.postLocationDetails ?? '',
    postTitle: record.postTitle ?? '',
    postDescription: record.postDescription ?? '',
  }),
  staleFields: {
    status: 'app.form.status',
    postTitle: 'app.posts.fields.title',
    postDescription: 'app.posts.fields.description',
    postCategory: 'app.posts.fields.category',
    postLanguage: 'app.posts.fields.language',
    postLocationDetails: 'app.posts.fields.location',
    postedOn: 'app.posts.fields.postedOn',
    image: 'app.posts.fields.image',
  },
  toData: (values) => ({
    postCategory: values.postCategory,
    postLanguage: values.postLanguage,
    postLocationDetails: text(values.postLocationDetails),
    postTitle: text(values.postTitle),
    postDescription: text(values.postDescription),
  }),
});
