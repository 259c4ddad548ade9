import { Fragment } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { BrowserRouter, Route, createRoutesFromChildren, matchRoutes } from 'react-router-dom';
import { authProvider, session } from './authProvider';
import { AppNotification } from './custom/AppNotification';
import { isPreloadable, lazyScreen } from './custom/lazyScreen';
import { listParamsAt, type ListRoute } from './custom/listRoute';
import { declaredResources } from '#contract/resources/index';
import { dataProvider } from './dataProvider';
import { nameFieldOf } from './declared/declared';
import { i18nProvider, loadScreenTexts } from './i18n';
import { PassthroughLayout } from './layout/PassthroughLayout';
import { LoginPage } from './layout/LoginPage';
import { NotFound } from './layout/NotFound';
import { sections } from './sections';

// The login page is the first screen: everything behind it loads on demand, the
// screens' texts with the layout.
let shell: Promise<typeof import('./layout/AppLayout')> | undefined;
const loadShell = () =>
  (shell ??= Promise.all([import('./layout/AppLayout'), loadScreenTexts()]).then(([layout]) => layout));
const AppLayout = lazyScreen(loadShell, 'AppLayout');

/** Loads the authenticated layout and its texts ahead of the login (the login page calls it once it has painted). */
export const preloadShell = () => void loadShell();

const sectionRoutes = (
  <Route element={<AppLayout />}>
    {sections.map((section, index) => (
      <Fragment key={index}>{section.routes}</Fragment>
    ))}
  </Route>
);

// react-admin's own default store, made here so that a list's stored page and search can be read before it renders.
const store = localStorageStore();

/**
 * Starts loading the code of every screen on the route of `pathname` and `search` (its layout, its tabs' layout, the
 * screen) at once, rather than each after the one around it has loaded and rendered; and, in a session, asks for
 * the page of a list route (one that declares `handle.list`) alongside.
 */
export const preloadRoute = ({ pathname, search }: { pathname: string; search: string }) => {
  for (const { route } of matchRoutes(createRoutesFromChildren(sectionRoutes), pathname) ?? []) {
    const type = (route.element as { type?: unknown } | undefined)?.type;
    if (isPreloadable(type)) type.preload();
    const list = (route.handle as { list?: ListRoute } | undefined)?.list;
    if (list && session.current()) void dataProvider.prefetchList(list.resource, listParamsAt(list, search, store));
  }
};

/** The route table of spec section 2: the login page, then every section (src/sections.tsx) inside the layout. */
export const App = () => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={PassthroughLayout}
      catchAll={NotFound}
      notification={AppNotification}
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
        first text column. No list, create or edit is given: the screens are the sections' routes above.
      */}
      {declaredResources.map((declaration) => (
        <Resource key={declaration.name} name={declaration.name} recordRepresentation={nameFieldOf(declaration)} />
      ))}
    </Admin>
  </BrowserRouter>
);
