/** The Posts section's routes (spec section 2): one per tab. */
export const postPaths = {
  root: '/posts',
  pending: '/posts/new-post',
  published: '/posts/post',
  scheduled: '/posts/schedule-post',
  trash: '/posts/trash',
} as const;
