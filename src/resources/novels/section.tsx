import { Route } from 'react-router-dom';
import { Placeholder } from '../../layout/Placeholder';
import { placeholderRoutes } from '../../layout/placeholderRoutes';
import type { Section } from '../../section';

export const novelPaths = {
  root: '/novels',
  active: '/novels/active',
  upcoming: '/novels/upcoming',
  /** One category's novels, /novel-category/{id}. */
  categoryRoot: '/novel-category',
  category: '/novel-category/:id',
} as const;

export const novelsSection: Section = {
  menu: {
    label: 'app.menu.novels',
    to: novelPaths.active,
    icon: 'menuBook',
    roots: [novelPaths.root, novelPaths.categoryRoot],
  },
  routes: (
    <>
      {placeholderRoutes('app.novels.title', novelPaths.root, [novelPaths.active, novelPaths.upcoming])}
      <Route path={novelPaths.category} element={<Placeholder title="app.novels.category_title" />} />
    </>
  ),
};
