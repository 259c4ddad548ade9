import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { jobPaths } from './paths';

const screens = () => import('.');
const JobsLayout = lazyScreen(screens, 'JobsLayout');
const ActiveJobList = lazyScreen(screens, 'ActiveJobList');
const ExpiredJobList = lazyScreen(screens, 'ExpiredJobList');

export const jobsSection: Section = {
  menu: { label: 'app.menu.jobs', to: jobPaths.active, icon: 'work', roots: [jobPaths.root] },
  routes: (
    <Route path={jobPaths.root} element={<JobsLayout />}>
      <Route index element={<Navigate to={jobPaths.active} replace />} />
      <Route path={jobPaths.active} element={<ActiveJobList />} />
      <Route path={jobPaths.expired} element={<ExpiredJobList />} />
    </Route>
  ),
};
