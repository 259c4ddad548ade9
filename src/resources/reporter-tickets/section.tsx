import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';
import { reporterTicketsPath } from './paths';

const ReporterTickets = lazyScreen(() => import('.'), 'ReporterTickets');

export const reporterTicketsPage: SubPage = {
  path: reporterTicketsPath,
  tab: 'app.settings.tabs.reporter_tickets',
  element: <ReporterTickets />,
};
