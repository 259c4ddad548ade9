import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { dailyQuotePaths } from './paths';

const screens = () => import('.');
const DailyQuotesLayout = lazyScreen(screens, 'DailyQuotesLayout');
const DailyQuotesTab = lazyScreen(screens, 'DailyQuotesTab');

export const dailyQuotesSection: Section = {
  menu: {
    label: 'app.menu.daily_quotes',
    to: dailyQuotePaths.published,
    icon: 'formatQuote',
    roots: [dailyQuotePaths.root],
  },
  routes: (
    <Route path={dailyQuotePaths.root} element={<DailyQuotesLayout />}>
      <Route index element={<Navigate to={dailyQuotePaths.published} replace />} />
      <Route path={dailyQuotePaths.published} element={<DailyQuotesTab tab="published" />} />
      <Route path={dailyQuotePaths.scheduled} element={<DailyQuotesTab tab="scheduled" />} />
      <Route path={dailyQuotePaths.pending} element={<DailyQuotesTab tab="pending" />} />
      <Route path={dailyQuotePaths.rejected} element={<DailyQuotesTab tab="rejected" />} />
    </Route>
  ),
};
