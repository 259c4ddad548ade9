/** The posts' own answers: the lifecycle's, and those of the list actions by id or filter. */
export const postMessages = {
  rejectedEdit: 'Rejected posts cannot be edited',
  rejectedPublish: 'Rejected posts cannot be published',
  publishedToPending: 'Published posts cannot be moved back to Pending',
  selectPost: 'Select at least one post',
  idsOrMatch: 'Send either postIDs or match, not both',
  expectedWithMatch: 'Send expected with postIDs; a change by match only takes posts that still match',
  invalidLanguageId: 'Invalid language id',
};
