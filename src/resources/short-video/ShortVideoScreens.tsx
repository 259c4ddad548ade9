import type { RaRecord } from 'react-admin';
import { MediaContentDialog, MediaContentLayout, MediaContentList, type ContentTab } from '../media-content';
import { shortVideoConfig } from './config';

/** The Short Video section's tabs. */
export const ShortVideoLayout = () => <MediaContentLayout config={shortVideoConfig} />;

/** One Short Video tab: Published, Scheduled, Pending or Rejected. */
export const ShortVideoTab = ({ tab }: { tab: ContentTab }) => <MediaContentList config={shortVideoConfig} tab={tab} />;

/** A short video's modal (review, edit, publish), as the section and the View Reporter page open it. */
export const ShortVideoDialog = (props: { record: RaRecord; onClose: () => void }) => (
  <MediaContentDialog config={shortVideoConfig} {...props} />
);
