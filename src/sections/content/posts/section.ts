import { posts } from '#contract/content/posts';
import { defineSection } from '../../../routing/section';
import { contentTabList } from '../contentTabs';
import type { ContentState } from '../contentKind';

/** One posts tab's list: the posts of one status, 15 to a page (spec section 9). */
const postList = (status: ContentState) => contentTabList(posts.name, `${posts.name}.${status}`, 15, status);

/** Posts (spec section 2): a tab per status, with the spec's own paths and order. */
export const postsSection = defineSection({
  root: '/posts',
  resources: ['posts'],
  title: 'app.posts.title',
  menu: { label: 'app.menu.posts', icon: 'article', mobileTab: 'published' },
  tabs: {
    pending: {
      path: 'new-post',
      label: 'app.posts.tabs.pending',
      screen: 'PendingPostList',
      list: postList('Pending'),
    },
    published: {
      path: 'post',
      label: 'app.posts.tabs.published',
      screen: 'PublishedPostList',
      list: postList('Published'),
    },
    scheduled: {
      path: 'schedule-post',
      label: 'app.posts.tabs.scheduled',
      screen: 'ScheduledPostList',
      list: postList('Schedule'),
    },
    trash: { path: 'trash', label: 'app.posts.tabs.trash', screen: 'TrashPostList', list: postList('Rejected') },
  },
});
