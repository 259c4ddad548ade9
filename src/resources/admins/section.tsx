import { lazyScreen } from '../../custom/lazyScreen';
import type { SubPage } from '../../section';

const AdminList = lazyScreen(() => import('.'), 'AdminList');

export const adminsPage: SubPage = {
  path: '/settings/admins',
  tab: 'app.settings.tabs.admins',
  element: <AdminList />,
};
