import { placeholderRoutes } from '../../layout/placeholderRoutes';
import type { Section } from '../../section';

export const dailyQuotePaths = {
  root: '/daily-quotes',
  published: '/daily-quotes/published',
  scheduled: '/daily-quotes/scheduled',
  pending: '/daily-quotes/pending',
  rejected: '/daily-quotes/rejected',
} as const;

export const dailyQuotesSection: Section = {
  menu: {
    label: 'app.menu.daily_quotes',
    to: dailyQuotePaths.published,
    icon: 'formatQuote',
    roots: [dailyQuotePaths.root],
  },
  routes: placeholderRoutes('app.daily_quotes.title', dailyQuotePaths.root, [
    dailyQuotePaths.published,
    dailyQuotePaths.scheduled,
    dailyQuotePaths.pending,
    dailyQuotePaths.rejected,
  ]),
};
