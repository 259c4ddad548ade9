import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { postPaths } from './paths';

const screens = () => import('.');
const PostsLayout = lazyScreen(screens, 'PostsLayout');
const PendingPostList = lazyScreen(screens, 'PendingPostList');
const PublishedPostList = lazyScreen(screens, 'PublishedPostList');
const ScheduledPostList = lazyScreen(screens, 'ScheduledPostList');
const TrashPostList = lazyScreen(screens, 'TrashPostList');

export const postsSection: Section = {
  menu: {
    label: 'app.menu.posts',
    to: postPaths.pending,
    mobileTo: postPaths.published,
    icon: 'article',
    roots: [postPaths.root],
  },
  routes: (
    <Route path={postPaths.root} element={<PostsLayout />}>
      <Route index element={<Navigate to={postPaths.pending} replace />} />
      <Route path={postPaths.pending} element={<PendingPostList />} />
      <Route path={postPaths.published} element={<PublishedPostList />} />
      <Route path={postPaths.scheduled} element={<ScheduledPostList />} />
      <Route path={postPaths.trash} element={<TrashPostList />} />
    </Route>
  ),
};
