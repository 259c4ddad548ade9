import { resourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';
import { defineSection } from '../../routing/section';
import type { PostStatus } from './texts';

/**
 * One posts tab's list: the posts of one status, 15 to a page (spec section 9). The status is the route, so it is a
 * permanent filter; each tab keeps its own page, search and filter (`storeKey`), in the URL.
 */
const postList = (status: PostStatus): ListRoute => ({
  resource: resourceName('posts'),
  storeKey: `posts.${status}`,
  perPage: 15,
  filter: { status },
});

/** Posts (spec section 2): a tab per status. */
export const postsSection = defineSection({
  root: '/posts',
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
