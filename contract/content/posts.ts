import { messages, notInPast, rules } from '../rules';
import { defineContent, reporterColumn } from './content-declaration';

/**
 * Posts: text fields, a category and a language, an image; their statuses change by list (ids or the list's
 * filter), and the list exports as CSV. Added Pending, editable while Pending or Scheduled, shown as a table.
 */
export const posts = defineContent({
  name: 'posts',
  noun: 'Post',
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
  desk: { assign: true, notes: true },
  keys: { item: 'posts', id: 'postID', list: 'postsData', reporterGroups: 'Posts' },
  messages: {
    created: 'Post Added successfully',
    updated: 'Post Updated successfully',
    statusUpdated: 'Post status updated successfully',
    rejectedEdit: 'Rejected posts cannot be edited',
    rejectedPublish: 'Rejected posts cannot be published',
    publishedToPending: 'Published posts cannot be moved back to Pending',
  },
  fields: {
    status: 'postStatus',
    reporter: 'postReportedDetails',
    time: { field: 'postedOn', column: 'postedOn' },
    category: { field: 'postCategory', kind: 'post' },
    language: { field: 'postLanguage' },
    text: { postTitle: 'title', postDescription: 'description', postLocationDetails: 'location' },
  },
  answer: {
    postID: { type: 'text' },
    postTitle: { type: 'text' },
    postDescription: { type: 'text' },
    postLocationDetails: { type: 'text' },
    postCategory: { type: 'named', id: 'postCategoryID', name: 'postCategoryName' },
    postLanguage: { type: 'named', id: 'languageID', name: 'languageName' },
    postedOn: { type: 'datetime' },
    postImageURL: { type: 'url' },
    postThumbnailURL: { type: 'url' },
    postStatus: { type: 'text' },
    isScheduled: { type: 'scheduled', describe: 'Published with postedOn in the future' },
    postReportedDetails: { type: 'reporter' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
  body: {
    create: {
      postTitle: 'News Title; required',
      postDescription: 'News Description; required, not only spaces',
      postLocationDetails: 'Location; required',
      postCategory: 'Post category id; required',
      postLanguage: 'Language id; required',
      postReportedDetails: 'User id of the reporter (or admin); defaults to the calling admin',
      postedOn: "'yyyy-MM-dd HH:mm' or ISO 8601, not in the past; defaults to now",
    },
  },
  // A post's time may not lie in the past when it is set.
  rules: { ...rules.post, postedOn: [...rules.post.postedOn, notInPast(messages.pastDateTime)] },
  docs: {
    create: 'Create a post (Pending unless postStatus is Published); upload its image next',
    update: 'Edit a post; fields left out keep their values. Rejected posts cannot be edited (409).',
    reporter: "A reporter's posts by status",
  },
  list: {
    summary: 'One page of posts: Pending, Published, Schedule (published, still in the future) or Rejected',
    limit: 15,
    // The bulk status call by filter and the CSV export take the same filter.
    // In the order the app sends them.
    filters: {
      search: 'Location contains (any case)',
      category: 'Comma-joined post category ids',
      language: 'Comma-joined language ids',
    },
    opensOn: 'Pending',
    sortable: ['postTitle', 'postedOn', 'createdAt'],
  },
  statusByList: { path: '/posts/status/', ids: 'postIDs', match: 'match' },
  export: { path: '/posts/export/{status}' },
  media: {
    field: 'postImage',
    missing: messages.imageRequired,
    message: 'Image uploaded successfully',
    summary: "Upload or replace a post's image (multipart field postImage: .png, .jpg or .jpeg under 2 MB)",
    answer: { postImageURL: { type: 'text' } },
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
  },
  search: {
    fields: { postTitle: 'A', postLocationDetails: 'B', postDescription: 'C' },
    paths: {
      Pending: '/posts/new-post?show={id}',
      Published: '/posts/post?show={id}',
      Schedule: '/posts/schedule-post?show={id}',
      Rejected: '/posts/trash?show={id}',
    },
  },
  screen: {
    area: 'posts',
    nameField: 'postTitle',
    editable: ['Pending', 'Schedule'],
    dialogWidth: 'md',
    statusFailure: 'app.posts.status_failure',
  },
});
