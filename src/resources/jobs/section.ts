import { resourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';
import { defineSection, listPath } from '../../routing/section';

/**
 * A jobs tab's list: the jobs of one of the list call's modes (spec section 4: expired jobs load with 'expiry'), 12
 * to a page (the server's default; the spec gives none). Each tab keeps its own page and filter (`storeKey`), in the
 * URL.
 */
const jobList = (status: 'active' | 'expiry'): ListRoute => ({
  resource: resourceName('jobs'),
  storeKey: `jobs.${status}`,
  perPage: 12,
  filter: { status },
});

/** Jobs (spec section 2): a tab each for active and expired jobs. */
export const jobsSection = defineSection({
  root: '/jobs',
  title: 'app.jobs.title',
  menu: { label: 'app.menu.jobs', icon: 'work' },
  tabs: {
    active: { path: 'active', label: 'app.jobs.tabs.active', screen: 'JobList', list: jobList('active') },
    expired: { path: 'expired', label: 'app.jobs.tabs.expired', screen: 'JobList', list: jobList('expiry') },
  },
});

/** The active jobs expiring within `days` days (the list's `endingWithin` filter): the dashboard's figure opens it. */
export const jobsExpiringWithinPath = (days: number) => listPath(jobsSection.paths.active, { endingWithin: days });
