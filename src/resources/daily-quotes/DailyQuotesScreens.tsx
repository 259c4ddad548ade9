import type { RaRecord } from 'react-admin';
import { MediaContentDialog, MediaContentList, type ContentTab } from '../media-content';
import type { TabScreenProps } from '../../routing/section';
import { dailyQuotesConfig } from './config';

/** One Daily Quotes tab: Published, Scheduled, Pending or Rejected. */
export const DailyQuotesTab = (props: TabScreenProps<ContentTab>) => (
  <MediaContentList config={dailyQuotesConfig} {...props} />
);

/** A daily quote's modal (review, edit, publish), as the section and the View Reporter page open it. */
export const DailyQuoteDialog = (props: { record: RaRecord; onClose: () => void }) => (
  <MediaContentDialog config={dailyQuotesConfig} {...props} />
);
