/** The Daily Quotes section's routes (spec section 2): one per tab. */
export const dailyQuotePaths = {
  root: '/daily-quotes',
  published: '/daily-quotes/published',
  scheduled: '/daily-quotes/scheduled',
  pending: '/daily-quotes/pending',
  rejected: '/daily-quotes/rejected',
} as const;
