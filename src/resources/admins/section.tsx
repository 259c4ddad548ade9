import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';

const AdminList = lazyScreen(() => import('.'), 'AdminList');

export const adminsPage: SubPage = {
  path: '/settings/admins',
  tab: 'app.settings.tabs.admins',
  element: <AdminList />,
};
