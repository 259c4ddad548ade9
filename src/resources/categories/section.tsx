import { lazyScreen } from '../../custom/lazyScreen';
import type { SubPage } from '../../section';

const CategoryList = lazyScreen(() => import('.'), 'CategoryList');

export const categoriesPage: SubPage = {
  path: '/settings/categories',
  tab: 'app.settings.tabs.categories',
  element: <CategoryList />,
};
