import { Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';

export const dashboardPath = '/dashboard';

const Dashboard = lazyScreen(() => import('.'), 'Dashboard');

export const dashboardSection: Section = {
  menu: { label: 'app.menu.dashboard', to: dashboardPath, icon: 'dashboard', roots: [dashboardPath] },
  routes: <Route path={dashboardPath} element={<Dashboard />} />,
};
