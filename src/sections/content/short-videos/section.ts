import { shortVideos } from '#contract/content/short-videos';
import { defineSection } from '../../../routing/section';
import { contentSectionTabs } from '../contentTabs';

/** Short Video (spec section 2): Published, Scheduled, Pending and Rejected, 10 to a page (Rejected 15). */
export const shortVideosSection = defineSection({
  root: '/short-video',
  resources: ['shortVideos'],
  title: 'app.shortVideos.title',
  menu: { label: 'app.menu.shortVideos', icon: 'smartDisplay' },
  tabs: contentSectionTabs(shortVideos, 'ShortVideoTab', {
    published: 10,
    scheduled: 10,
    pending: 10,
    rejected: 15,
  }),
});
