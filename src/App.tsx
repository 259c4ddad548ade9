import { Fragment, useMemo } from 'react';
import type { ThemeOptions } from '@mui/material';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { BrowserRouter, Route, createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import { authProvider, session } from './authProvider';
import { AppNotification } from './notifications/AppNotification';
import { ReopenedDialog } from './review/ReopenedDialog';
import { declaredResources } from '#contract/resources/index';
import { dataProvider } from './dataProvider';
import { nameFieldOf } from './declaration/declared';
import type { InterfaceLanguage } from '#contract/interface-languages';
import { i18nProvider, loadScreenTexts } from './i18n';
import { LanguageDirection, languageTheme, useShownLanguage } from './i18n/direction';
import { PassthroughLayout } from './layout/PassthroughLayout';
import { LoginPage } from './layout/LoginPage';
import { NotFound } from './layout/NotFound';
import { menuItems, sections } from './appSections';
import { isPreloadable, lazyScreen } from './routing/lazyScreen';
import { listParamsAt, listShownAt } from './routing/listRoute';
import type { RouteHandle } from './routing/mountSection';
import { darkTheme as appDarkTheme, lightTheme } from './layout/theme';

// The login page is the first screen: everything behind it loads on demand, the
// screens' texts with the layout.
let shell: Promise<typeof import('./layout/AppLayout')> | undefined;
const loadShell = () =>
  (shell ??= Promise.all([import('./layout/AppLayout'), loadScreenTexts()]).then(([layout]) => layout));
const AppLayout = lazyScreen(loadShell, 'AppLayout');

/** Loads the authenticated layout and its texts ahead of the login (the login page calls it once it has painted). */
export const preloadShell = () => void loadShell();

const sectionRoutes = (
  <Route element={<AppLayout menu={menuItems} />}>
    {Object.entries(sections).map(([name, section]) => (
      <Fragment key={name}>{section.routes}</Fragment>
    ))}
  </Route>
);

// react-admin's own default store, made here so that a list's stored page and search can be read before it renders.
const store = localStorageStore();

/**
 * Starts loading the code of every screen on the route of `pathname` and `search` (its layout, its tabs' layout, the
 * screen, or on a section's root the first tab it opens) at once, rather than each after the one around it has
 * loaded and rendered; and, in a session, asks for the page of the route's list (a declared tab's `list`) alongside.
 * Settles once that code is in (loaded or failed), not waiting for the list.
 */
export const preloadRoute = async ({ pathname, search }: { pathname: string; search: string }) => {
  const loading: Promise<void>[] = [];
  for (const { route } of matchRoutes(createRoutesFromChildren(sectionRoutes), pathname) ?? []) {
    const { list, opens } = (route.handle ?? {}) as RouteHandle;
    for (const element of [route.element, opens]) {
      const type = (element as { type?: unknown } | undefined)?.type;
      if (isPreloadable(type)) loading.push(type.preload());
    }
    if (!list || !session.current()) continue;
    const shown = listShownAt(list, search);
    void dataProvider.prefetchList(shown.resource, listParamsAt(shown, search, store));
  }
  await Promise.allSettled(loading);
};

/**
 * Switches the app to `language` before its first render (main.tsx: the language this browser used last, or the
 * admin's stored one given by the login), and tells react-admin, whose locale store would otherwise switch back to
 * the one it kept.
 */
export const prepareLanguage = async (language: InterfaceLanguage) => {
  // Also when react-admin is in it already: the login page may have shown another language.
  await i18nProvider.changeLocale(language);
  store.setItem('locale', language);
};

/** The toasts, and the dialog a toast's View opens again (the record's own dialog may be gone by then). */
const Notifications = () => (
  <>
    <AppNotification />
    <ReopenedDialog />
  </>
);

/**
 * The route table of spec section 2: the login page, then every section (appSections.ts) inside the layout; in the
 * direction and font of the interface language (issue 43).
 */
export const App = () => {
  const language = useShownLanguage();
  const themes = useMemo(
    () => ({ light: languageTheme(lightTheme, language), dark: languageTheme(appDarkTheme, language) }),
    [language],
  );
  return (
    <LanguageDirection>
      <AdminRoutes theme={themes.light} darkTheme={themes.dark} />
    </LanguageDirection>
  );
};

const AdminRoutes = ({ theme, darkTheme }: { theme: ThemeOptions; darkTheme: ThemeOptions }) => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      darkTheme={darkTheme}
      layout={PassthroughLayout}
      catchAll={NotFound}
      notification={Notifications}
      loginPage={false}
      title="app.title"
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<LoginPage />} />
        {sectionRoutes}
      </CustomRoutes>
      {/*
        react-admin's registry of resources, which its built-ins read to call a record by name
        (useGetRecordRepresentation: confirmations, references, page titles): every declared resource, named by its
        first text column. No list, create or edit is given: the screens are the sections' routes above. A resource
        also takes the addresses under its name that no section route matches (/reporters/no-such-tab): they are not
        found, as any other.
      */}
      {declaredResources.map((declaration) => (
        <Resource key={declaration.name} name={declaration.name} recordRepresentation={nameFieldOf(declaration)}>
          <Route path="*" element={<NotFound />} />
        </Resource>
      ))}
    </Admin>
  </BrowserRouter>
);
