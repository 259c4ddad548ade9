import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';
import { adManagementPath } from './paths';

const AdList = lazyScreen(() => import('.'), 'AdList');

/** Settings > Ad Management (spec section 2). */
export const adManagementPage: SubPage = {
  path: adManagementPath,
  tab: 'app.settings.tabs.ad_management',
  element: <AdList />,
};
