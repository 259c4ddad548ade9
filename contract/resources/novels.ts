import { defineResource } from '../resource';
import { messages, notInPast, rules } from '../rules';

/**
 * Novels (spec sections 7 and 9): active once the start has come and upcoming before, judged at the time of each call;
 * Coming Soon only while upcoming; a cover uploaded after the create call; the chapter PDFs are rows of
 * novel_chapters, answered in the novel. The lists grouped by category, a category's page and the chapter upload are
 * the `routes` override (server/src/resources/novels/).
 */
export const novels = defineResource({
  name: 'novels',
  table: 'novels',
  id: 'novelID',
  noun: 'Novel',
  fields: {
    title: { type: 'text', rules: rules.novel.title, input: 'Novel Title; required' },
    novelCategory: {
      type: 'reference',
      to: 'novelCategories',
      column: 'categoryId',
      named: true,
      rules: rules.novel.novelCategory,
      input: 'Novel category id; required',
    },
    startDateTime: {
      type: 'datetime',
      column: 'startAt',
      rules: rules.novel.startDateTime,
      createRules: [notInPast(messages.pastDateTime)],
      changedRules: [notInPast(messages.pastDateTime)],
      input: "'yyyy-MM-dd HH:mm' or ISO 8601; required, not in the past (on edit only when changed)",
    },
    status: { type: 'window', describe: 'active (the start has come) or upcoming' },
    comingSoon: {
      type: 'checkbox',
      whileAhead: 'startDateTime',
      rules: rules.novel.comingSoon,
      input: 'Allowed only when the start is in the future',
      describe: 'Only ever true while the novel is upcoming',
    },
    totalChapters: {
      type: 'number',
      integer: true,
      message: messages.novelChaptersMin,
      input:
        'No Of Chapters, at least 1; usually sent with the chapter files. Lowering it removes the chapters above it.',
      describe: 'How many chapters the novel has; chapters lists the uploaded ones',
    },
    coverImage: {
      type: 'image',
      column: 'coverKey',
      thumbnail: 'coverThumbnail',
      upload: {
        path: '/novels/image/upload/{id}',
        field: 'novelImage',
        summary: "Upload or replace a novel's cover (multipart field novelImage: .png, .jpg or .jpeg under 2 MB)",
      },
    },
    coverThumbnail: { type: 'image', column: 'coverThumbnailKey' },
    chapters: {
      type: 'rows',
      table: 'novel_chapters',
      parent: 'novelId',
      by: 'chapterNumber',
      columns: {
        chapterNumber: { column: 'chapterNumber', kind: 'integer' },
        fileName: { column: 'fileName', kind: 'text' },
        pdfUrl: { column: 'fileKey', kind: 'media' },
      },
    },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  api: {
    tag: 'Novels',
    list: {
      path: '/novels/filter/{status}',
      key: 'novels',
      custom: true,
      views: [],
      windows: {
        active: { field: 'startDateTime', is: 'past' },
        upcoming: { field: 'startDateTime', is: 'future' },
      },
    },
    get: { path: '/novels/get/{id}', key: 'novels', summary: 'One novel by its id, with its chapters' },
    create: {
      path: '/novels/create',
      key: 'novelID',
      answer: 'id',
      message: 'Novel Added successfully',
      summary: 'Create a novel; its cover and chapter PDFs are uploaded next',
    },
    update: {
      path: '/novels/update/{id}',
      key: 'novels',
      partial: true,
      message: 'Novel Updated successfully',
      summary: 'Edit a novel; fields left out keep their values',
    },
  },
  /** The count a body sets and the chapters it removes, the grouped lists and the chapter upload. */
  overrides: ['save', 'routes'],
});
