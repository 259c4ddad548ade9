import { ContentCardList } from '../ContentCardList';
import type { ContentTab } from '../contentKind';
import type { TabScreenProps } from '../../../routing/section';
import { shortVideoKind } from './shortVideoKind';

/** One Short Video tab: Published, Scheduled, Pending or Rejected. */
export const ShortVideoTab = (props: TabScreenProps<ContentTab>) => (
  <ContentCardList kind={shortVideoKind} {...props} />
);
