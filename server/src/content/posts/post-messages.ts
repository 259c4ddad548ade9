/** The answers of the posts' list actions by id or filter (the lifecycle's are in contract/content/posts.ts). */
export const postMessages = {
  selectPost: 'Select at least one post',
  idsOrMatch: 'Send either postIDs or match, not both',
  expectedWithMatch: 'Send expected with postIDs; a change by match only takes posts that still match',
  invalidLanguageId: 'Invalid language id',
};
