import { lazyScreen } from '../../custom/lazyScreen';
import type { SubPage } from '../../section';
import { reporterTicketsPath } from './paths';

const ReporterTickets = lazyScreen(() => import('.'), 'ReporterTickets');

export const reporterTicketsPage: SubPage = {
  path: reporterTicketsPath,
  tab: 'app.settings.tabs.reporter_tickets',
  element: <ReporterTickets />,
};
