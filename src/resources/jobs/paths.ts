import { listPath } from '../../custom/listPath';

/** The Jobs section's routes (spec section 2): one per tab. */
export const jobPaths = {
  root: '/jobs',
  active: '/jobs/active',
  expired: '/jobs/expired',
} as const;

/** The active jobs expiring within `days` days (the list's `endingWithin` filter): the dashboard's figure opens it. */
export const jobsExpiringWithinPath = (days: number) => listPath(jobPaths.active, { endingWithin: days });
