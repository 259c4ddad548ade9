import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { reporterDetailPaths } from '../reporter-detail/paths';
import { reporterList } from './lists';
import { reporterPaths } from './paths';

const screens = () => import('.');
const ReportersLayout = lazyScreen(screens, 'ReportersLayout');
const NewReporterList = lazyScreen(screens, 'NewReporterList');
const ActiveReporterList = lazyScreen(screens, 'ActiveReporterList');
const InactiveReporterList = lazyScreen(screens, 'InactiveReporterList');
const TrashReporterList = lazyScreen(screens, 'TrashReporterList');

export const reportersSection: Section = {
  menu: {
    label: 'app.menu.reporters',
    to: reporterPaths.pending,
    mobileTo: reporterPaths.active,
    icon: 'people',
    roots: [reporterPaths.root, reporterDetailPaths.root],
  },
  routes: (
    <Route path={reporterPaths.root} element={<ReportersLayout />}>
      <Route index element={<Navigate to={reporterPaths.pending} replace />} />
      <Route path={reporterPaths.pending} element={<NewReporterList />} handle={{ list: reporterList('Pending') }} />
      <Route path={reporterPaths.active} element={<ActiveReporterList />} handle={{ list: reporterList('Active') }} />
      <Route
        path={reporterPaths.inactive}
        element={<InactiveReporterList />}
        handle={{ list: reporterList('Inactive') }}
      />
      <Route path={reporterPaths.trash} element={<TrashReporterList />} handle={{ list: reporterList('Trash') }} />
    </Route>
  ),
};
