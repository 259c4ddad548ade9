import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';

const LanguageList = lazyScreen(() => import('.'), 'LanguageList');

export const languagesPage: SubPage = {
  path: '/settings/languages',
  tab: 'app.settings.tabs.languages',
  element: <LanguageList />,
};
