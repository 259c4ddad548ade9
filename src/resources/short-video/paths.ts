/** The Short Video section's routes (spec section 2): one per tab. */
export const shortVideoPaths = {
  root: '/short-video',
  published: '/short-video/published',
  scheduled: '/short-video/scheduled',
  pending: '/short-video/pending',
  rejected: '/short-video/rejected',
} as const;
