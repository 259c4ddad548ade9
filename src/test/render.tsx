import { render, screen } from '@testing-library/react';
import { Fragment, Suspense, type ReactElement } from 'react';
import type { DataProvider, I18nProvider } from 'react-admin';
import { AdminContext, memoryStore } from 'react-admin';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { session } from '../dataProvider/session';
import { AppNotification } from '../notifications/AppNotification';
import { ReopenedDialog } from '../review/ReopenedDialog';
import { createDataProvider } from '../dataProvider';
import type { Section } from '../routing/section';
import { i18nProvider as defaultI18nProvider } from './i18n';

export const ADMIN = {
  token: 'test-token',
  email: 'admin@example.com',
  id: '00000000-0000-4000-8000-000000000001',
  role: 'Admin',
};

/** Starts an admin session as a successful login would. */
export const signIn = () => session.start(ADMIN);

/** Shows the router's path and query, so tests can read where the app went and what the URL holds. */
const CurrentLocation = () => {
  const { pathname, search } = useLocation();
  return (
    <div role="status" aria-label="Current location">
      {decodeURIComponent(`${pathname}${search}`)}
    </div>
  );
};

/** The path and query the router is at (see CurrentLocation); readable while a modal hides the rest of the page. */
export const currentLocation = () => screen.getByRole('status', { name: 'Current location', hidden: true }).textContent;

/**
 * Renders a screen inside react-admin's contexts with the real data and auth providers (their HTTP answered by msw),
 * react-admin's English messages as in the app, the app's toasts, and a router at `path`. `routes` adds other
 * routes, e.g. the page a screen navigates to; `i18nProvider` replaces the app's catalogue (e.g. with the texts of
 * a declaration kept as a test fixture). With `addressBar` the router is the app's own (BrowserRouter) on the
 * window's history, for screens that read the address bar.
 *
 * @example
 * renderScreen(<LanguageList />, { path: '/settings/languages' });
 * await screen.findByRole('button', { name: 'Add Language' });
 */
export const renderScreen = (
  element: ReactElement,
  {
    path = '/',
    route = '*',
    routes = {},
    dataProvider = createDataProvider(),
    addressBar = false,
    i18nProvider = defaultI18nProvider,
  }: {
    path?: string;
    route?: string;
    routes?: Record<string, ReactElement>;
    dataProvider?: DataProvider;
    addressBar?: boolean;
    i18nProvider?: I18nProvider;
  } = {},
) => {
  const screenInContexts = (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <Routes>
        <Route path={route} element={element} />
        {Object.entries(routes).map(([other, page]) => (
          <Route key={other} path={other} element={page} />
        ))}
      </Routes>
      <AppNotification />
      <ReopenedDialog />
      <CurrentLocation />
    </AdminContext>
  );
  if (!addressBar) return render(<MemoryRouter initialEntries={[path]}>{screenInContexts}</MemoryRouter>);
  window.history.replaceState(null, '', path);
  return render(<BrowserRouter>{screenInContexts}</BrowserRouter>);
};

/**
 * Renders sections as App.tsx mounts them (appSections.ts: their routes, tab bars and lazily loaded screens)
 * at `path`, in renderScreen's contexts.
 *
 * @example
 * renderSections([sections.posts], { path: '/posts/post' });
 */
export const renderSections = (mounted: Section[], options: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen(
    <Suspense>
      <Routes>
        {mounted.map((section, index) => (
          <Fragment key={index}>{section.routes}</Fragment>
        ))}
      </Routes>
    </Suspense>,
    options,
  );

/**
 * The toast (react-admin's Snackbar) showing `text`; the page's own inline alerts do not count. Toasts queue: one
 * shown after another waits for it to close (2 s), so give such a toast a longer `timeout`.
 */
export const findToast = async (text: string, { timeout }: { timeout?: number } = {}) => {
  const node = await screen.findByText(
    text,
    { selector: '.MuiSnackbarContent-message, .MuiSnackbarContent-message *' },
    { timeout },
  );
  return node.closest('[role="alert"]') as HTMLElement;
};
