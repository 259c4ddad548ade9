import { MediaContentLayout, MediaContentList, type ContentTab } from '../media-content';
import { dailyQuotesConfig } from './config';

/** The Daily Quotes section's tabs. */
export const DailyQuotesLayout = () => <MediaContentLayout config={dailyQuotesConfig} />;

/** One Daily Quotes tab: Published, Scheduled, Pending or Rejected. */
export const DailyQuotesTab = ({ tab }: { tab: ContentTab }) => (
  <MediaContentList config={dailyQuotesConfig} tab={tab} />
);
