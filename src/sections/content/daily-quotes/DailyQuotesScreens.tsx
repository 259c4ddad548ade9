import { ContentCardList } from '../ContentCardList';
import type { ContentTab } from '../contentKind';
import type { TabScreenProps } from '../../../routing/section';
import { dailyQuoteKind } from './dailyQuoteKind';

/** One Daily Quotes tab: Published, Scheduled, Pending or Rejected. */
export const DailyQuotesTab = (props: TabScreenProps<ContentTab>) => (
  <ContentCardList kind={dailyQuoteKind} {...props} />
);
