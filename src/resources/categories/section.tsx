import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';

const CategoryList = lazyScreen(() => import('.'), 'CategoryList');

export const categoriesPage: SubPage = {
  path: '/settings/categories',
  tab: 'app.settings.tabs.categories',
  element: <CategoryList />,
};
