import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { novelPaths } from './paths';

const screens = () => import('.');
const NovelsLayout = lazyScreen(screens, 'NovelsLayout');
const ActiveNovels = lazyScreen(screens, 'ActiveNovels');
const UpcomingNovels = lazyScreen(screens, 'UpcomingNovels');
const NovelCategoryPage = lazyScreen(screens, 'NovelCategoryPage');

export const novelsSection: Section = {
  menu: {
    label: 'app.menu.novels',
    to: novelPaths.active,
    icon: 'menuBook',
    roots: [novelPaths.root, novelPaths.categoryRoot],
  },
  routes: (
    <>
      <Route path={novelPaths.root} element={<NovelsLayout />}>
        <Route index element={<Navigate to={novelPaths.active} replace />} />
        <Route path={novelPaths.active} element={<ActiveNovels />} />
        <Route path={novelPaths.upcoming} element={<UpcomingNovels />} />
      </Route>
      <Route path={novelPaths.category} element={<NovelCategoryPage />} />
    </>
  ),
};
