import type { RaRecord } from 'react-admin';
import { MediaContentDialog, MediaContentList, type ContentTab } from '../media-content';
import type { TabScreenProps } from '../../routing/section';
import { shortVideoConfig } from './config';

/** One Short Video tab: Published, Scheduled, Pending or Rejected. */
export const ShortVideoTab = (props: TabScreenProps<ContentTab>) => (
  <MediaContentList config={shortVideoConfig} {...props} />
);

/** A short video's modal (review, edit, publish), as the section and the View Reporter page open it. */
export const ShortVideoDialog = (props: { record: RaRecord; onClose: () => void }) => (
  <MediaContentDialog config={shortVideoConfig} {...props} />
);
