/** The Jobs section's routes (spec section 2): one per tab. */
export const jobPaths = {
  root: '/jobs',
  active: '/jobs/active',
  expired: '/jobs/expired',
} as const;
