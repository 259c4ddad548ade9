import { lazyScreen } from '../../custom/lazyScreen';
import type { SubPage } from '../../section';

const LanguageList = lazyScreen(() => import('.'), 'LanguageList');

export const languagesPage: SubPage = {
  path: '/settings/languages',
  tab: 'app.settings.tabs.languages',
  element: <LanguageList />,
};
