import type { RaRecord } from 'react-admin';
import { MediaContentDialog, MediaContentLayout, MediaContentList, type ContentTab } from '../media-content';
import { dailyQuotesConfig } from './config';

/** The Daily Quotes section's tabs. */
export const DailyQuotesLayout = () => <MediaContentLayout config={dailyQuotesConfig} />;

/** One Daily Quotes tab: Published, Scheduled, Pending or Rejected. */
export const DailyQuotesTab = ({ tab }: { tab: ContentTab }) => (
  <MediaContentList config={dailyQuotesConfig} tab={tab} />
);

/** A daily quote's modal (review, edit, publish), as the section and the View Reporter page open it. */
export const DailyQuoteDialog = (props: { record: RaRecord; onClose: () => void }) => (
  <MediaContentDialog config={dailyQuotesConfig} {...props} />
);
