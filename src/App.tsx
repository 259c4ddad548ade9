import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { AppNotification } from './custom/AppNotification';
import { lazyScreen } from './custom/lazyScreen';
import { dataProvider } from './dataProvider';
import { PassthroughLayout } from './layout/PassthroughLayout';
import { LoginPage } from './layout/LoginPage';
import { NotFound } from './layout/NotFound';
import { Placeholder } from './layout/Placeholder';

// The login page is the first screen: everything behind it loads on demand.
const AppLayout = lazyScreen(() => import('./layout/AppLayout'), 'AppLayout');

const Dashboard = lazyScreen(() => import('./resources/dashboard'), 'Dashboard');
const SettingsLayout = lazyScreen(() => import('./resources/settings'), 'SettingsLayout');
const CategoryList = lazyScreen(() => import('./resources/categories'), 'CategoryList');
const LanguageList = lazyScreen(() => import('./resources/languages'), 'LanguageList');
const reporters = () => import('./resources/reporters');
const ReportersLayout = lazyScreen(reporters, 'ReportersLayout');
const NewReporterList = lazyScreen(reporters, 'NewReporterList');
const ActiveReporterList = lazyScreen(reporters, 'ActiveReporterList');
const InactiveReporterList = lazyScreen(reporters, 'InactiveReporterList');
const TrashReporterList = lazyScreen(reporters, 'TrashReporterList');
const reporterDetail = () => import('./resources/reporter-detail');
const ReporterDetail = lazyScreen(reporterDetail, 'ReporterDetail');
const ReporterNews = lazyScreen(reporterDetail, 'ReporterNews');
const ReporterShortVideos = lazyScreen(reporterDetail, 'ReporterShortVideos');
const ReporterDailyQuotes = lazyScreen(reporterDetail, 'ReporterDailyQuotes');

/** Sections whose screens arrive with later issues: their routes exist and show a placeholder. */
const section = (title: string, children: string[]) => (
  <>
    <Route index element={<Navigate to={children[0]} replace />} />
    {children.map((child) => (
      <Route key={child} path={child} element={<Placeholder title={title} />} />
    ))}
  </>
);

/** The route table of spec section 2. */
export const App = () => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      layout={PassthroughLayout}
      catchAll={NotFound}
      notification={AppNotification}
      loginPage={false}
      title="Newsroom back-office"
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/" element={<LoginPage />} />
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/reporters" element={<ReportersLayout />}>
            <Route index element={<Navigate to="new-reporter" replace />} />
            <Route path="new-reporter" element={<NewReporterList />} />
            <Route path="reporter" element={<ActiveReporterList />} />
            <Route path="inactive-reporter" element={<InactiveReporterList />} />
            <Route path="trash-reporter" element={<TrashReporterList />} />
          </Route>
          <Route path="/view-reporter/:id" element={<ReporterDetail />}>
            <Route index element={<Navigate to="news" replace />} />
            <Route path="news" element={<ReporterNews />} />
            <Route path="shortVideos" element={<ReporterShortVideos />} />
            <Route path="dailyQuotes" element={<ReporterDailyQuotes />} />
          </Route>
          <Route path="/posts">{section('Posts', ['new-post', 'schedule-post', 'post', 'trash'])}</Route>
          <Route path="/settings" element={<SettingsLayout />}>
            <Route index element={<Navigate to="categories" replace />} />
            <Route path="categories" element={<CategoryList />} />
            <Route path="reporter-tickets" element={<Placeholder title="Reporter tickets" />} />
            <Route path="dos-and-donts" element={<Placeholder title="Dos and Don'ts" />} />
            <Route path="add-dos-and-donts" element={<Placeholder title="Add Dos and Don'ts" />} />
            <Route path="edit-dos-and-donts" element={<Placeholder title="Edit Dos and Don'ts" />} />
            <Route path="add-management" element={<Placeholder title="Ad Management" />} />
            <Route path="languages" element={<LanguageList />} />
          </Route>
          <Route path="/short-video">{section('Short Video', ['published', 'scheduled', 'pending', 'rejected'])}</Route>
          <Route path="/novels">{section('Novels', ['active', 'upcoming'])}</Route>
          <Route path="/novel-category/:id" element={<Placeholder title="Novel category" />} />
          <Route path="/daily-quotes">
            {section('Daily Quotes', ['published', 'scheduled', 'pending', 'rejected'])}
          </Route>
          <Route path="/jobs">{section('Jobs', ['active', 'expired'])}</Route>
          <Route path="/magazines">{section('Magazines', ['active', 'expired'])}</Route>
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
