import { dailyQuotes } from '#contract/content/daily-quotes';
import { defineSection } from '../../../routing/section';
import { contentSectionTabs } from '../contentTabs';

/** Daily Quotes (spec section 2): Published, Scheduled, Pending and Rejected, 15 to a page. */
export const dailyQuotesSection = defineSection({
  root: '/daily-quotes',
  resources: ['dailyQuotes'],
  title: 'app.daily_quotes.title',
  menu: { label: 'app.menu.daily_quotes', icon: 'formatQuote' },
  tabs: contentSectionTabs(dailyQuotes, 'DailyQuotesTab', {
    published: 15,
    scheduled: 15,
    pending: 15,
    rejected: 15,
  }),
});
