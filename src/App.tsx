import { Fragment } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { AppNotification } from './custom/AppNotification';
import { lazyScreen } from './custom/lazyScreen';
import { dataProvider } from './dataProvider';
import { i18nProvider, loadScreenTexts } from './i18n';
import { PassthroughLayout } from './layout/PassthroughLayout';
import { LoginPage } from './layout/LoginPage';
import { NotFound } from './layout/NotFound';
import { sections } from './sections';

// The login page is the first screen: everything behind it loads on demand, the
// screens' texts with the layout.
const AppLayout = lazyScreen(
  async () => (await Promise.all([import('./layout/AppLayout'), loadScreenTexts()]))[0],
  'AppLayout',
);

/** The route table of spec section 2: the login page, then every section (src/sections.tsx) inside the layout. */
export const App = () => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={PassthroughLayout}
      catchAll={NotFound}
      notification={AppNotification}
      loginPage={false}
      title="app.title"
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<LoginPage />} />
        <Route element={<AppLayout />}>
          {sections.map((section, index) => (
            <Fragment key={index}>{section.routes}</Fragment>
          ))}
        </Route>
      </CustomRoutes>
      <Resource name="languages" />
      <Resource name="postCategories" />
      <Resource name="shortCategories" />
      <Resource name="novelCategories" />
      <Resource name="admin" />
    </Admin>
  </BrowserRouter>
);
