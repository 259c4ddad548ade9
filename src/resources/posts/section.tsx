import { placeholderRoutes } from '../../layout/placeholderRoutes';
import type { Section } from '../../section';

export const postPaths = {
  root: '/posts',
  pending: '/posts/new-post',
  scheduled: '/posts/schedule-post',
  published: '/posts/post',
  trash: '/posts/trash',
} as const;

export const postsSection: Section = {
  menu: {
    label: 'app.menu.posts',
    to: postPaths.pending,
    mobileTo: postPaths.published,
    icon: 'article',
    roots: [postPaths.root],
  },
  routes: placeholderRoutes('app.posts.title', postPaths.root, [
    postPaths.pending,
    postPaths.scheduled,
    postPaths.published,
    postPaths.trash,
  ]),
};
