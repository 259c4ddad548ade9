import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section, SubPage } from '../../section';

const root = '/settings';

const SettingsLayout = lazyScreen(() => import('.'), 'SettingsLayout');

/** Settings: its sub-navigation is the pages that have a tab, in the order given; /settings opens the first. */
export const settingsSection = (pages: SubPage[]): Section => {
  const tabs = pages.flatMap(({ path, tab }) => (tab ? [{ label: tab, to: path }] : []));
  return {
    menu: { label: 'app.menu.settings', to: pages[0].path, icon: 'settings', roots: [root] },
    routes: (
      <Route path={root} element={<SettingsLayout tabs={tabs} />}>
        <Route index element={<Navigate to={pages[0].path} replace />} />
        {pages.map((page) => (
          <Route key={page.path} path={page.path} element={page.element} />
        ))}
      </Route>
    ),
  };
};
