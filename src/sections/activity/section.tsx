import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';
import { opening } from '../../access/access';
import { ACTIVITY_PATH, activityList } from './list';

const ActivityList = lazyScreen(() => import('.'), 'ActivityList');

export const activityPage: SubPage = {
  path: ACTIVITY_PATH,
  tab: 'app.settings.tabs.activity',
  element: <ActivityList />,
  allows: opening('audit'),
  list: activityList,
};
