import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { magazinePaths } from './paths';

const screens = () => import('.');
const MagazinesLayout = lazyScreen(screens, 'MagazinesLayout');
const ActiveMagazines = lazyScreen(screens, 'ActiveMagazines');
const ExpiredMagazines = lazyScreen(screens, 'ExpiredMagazines');

export const magazinesSection: Section = {
  menu: { label: 'app.menu.magazines', to: magazinePaths.active, icon: 'newspaper', roots: [magazinePaths.root] },
  routes: (
    <Route path={magazinePaths.root} element={<MagazinesLayout />}>
      <Route index element={<Navigate to={magazinePaths.active} replace />} />
      <Route path={magazinePaths.active} element={<ActiveMagazines />} />
      <Route path={magazinePaths.expired} element={<ExpiredMagazines />} />
    </Route>
  ),
};
