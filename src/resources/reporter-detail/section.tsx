import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { reporterDetailPaths } from './paths';

const screens = () => import('.');
const ReporterDetail = lazyScreen(screens, 'ReporterDetail');
const ReporterNews = lazyScreen(screens, 'ReporterNews');
const ReporterShortVideos = lazyScreen(screens, 'ReporterShortVideos');
const ReporterDailyQuotes = lazyScreen(screens, 'ReporterDailyQuotes');

const { tabs } = reporterDetailPaths;

/** Reached from the Reporters lists, whose menu item it highlights; it has none of its own. */
export const reporterDetailSection: Section = {
  routes: (
    <Route path={reporterDetailPaths.route} element={<ReporterDetail />}>
      <Route index element={<Navigate to={tabs.news} replace />} />
      <Route path={tabs.news} element={<ReporterNews />} />
      <Route path={tabs.shortVideos} element={<ReporterShortVideos />} />
      <Route path={tabs.dailyQuotes} element={<ReporterDailyQuotes />} />
    </Route>
  ),
};
