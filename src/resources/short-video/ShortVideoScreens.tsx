import { MediaContentLayout, MediaContentList, type ContentTab } from '../media-content';
import { shortVideoConfig } from './config';

/** The Short Video section's tabs. */
export const ShortVideoLayout = () => <MediaContentLayout config={shortVideoConfig} />;

/** One Short Video tab: Published, Scheduled, Pending or Rejected. */
export const ShortVideoTab = ({ tab }: { tab: ContentTab }) => <MediaContentList config={shortVideoConfig} tab={tab} />;
