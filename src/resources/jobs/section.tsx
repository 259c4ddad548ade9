import { placeholderRoutes } from '../../layout/placeholderRoutes';
import type { Section } from '../../section';

export const jobPaths = {
  root: '/jobs',
  active: '/jobs/active',
  expired: '/jobs/expired',
} as const;

export const jobsSection: Section = {
  menu: { label: 'app.menu.jobs', to: jobPaths.active, icon: 'work', roots: [jobPaths.root] },
  routes: placeholderRoutes('app.jobs.title', jobPaths.root, [jobPaths.active, jobPaths.expired]),
};
